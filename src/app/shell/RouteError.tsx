import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { reportError } from '@/shared/api/error-report';
import { ErrorState } from '@/shared/ui/error-state/ErrorState';
import { sanitiseRoute } from '../errors/sanitise';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.stack && error.stack.includes(error.message) ? error.stack : `${error.name}: ${error.message}`;
  return String(error);
}

/**
 * Route-level error boundary: reports the failure with the route (no secrets) and offers a retry, which runs the
 * route again (guard, data, screen chunk) in place.
 */
export function RouteError() {
  const { t } = useTranslation('errors');
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const route = sanitiseRoute(location.pathname, location.search);

  useEffect(() => {
    void reportError({ modelName: 'route-error', interfaceAddress: route, reqMsg: '', rpsMsg: describe(error) });
  }, [error, route]);

  const retry = () => {
    void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
  };

  return (
    <div data-screen="route-error">
      <ErrorState message={t('routeError.message')} retryLabel={t('retry')} onRetry={retry} />
    </div>
  );
}
