import { useTranslation } from 'react-i18next';
import { useNavigate, useRouteError } from 'react-router';
import { reportError } from '@/shared/api/error-report';
import { ErrorState } from '@/shared/ui/error-state/ErrorState';
import { useEffect } from 'react';

/** Route-level error boundary: reports the failure with the route and offers a retry. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const navigate = useNavigate();

  useEffect(() => {
    const message = error instanceof Error ? error.message : String(error);
    reportError({ modelName: 'route-error', interfaceAddress: window.location.pathname, rpsMsg: message });
  }, [error]);

  return <ErrorState message={t('common.loadFailed')} retryLabel={t('common.retry')} onRetry={() => navigate(0)} />;
}
