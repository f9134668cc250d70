import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Empty } from '@/shared/ui/empty/Empty';

/** These screens show the member's own accounts: a guest is offered the login, and comes back here after it. */
export function LoginRequired() {
  const { t } = useTranslation('banking');
  const navigate = useNavigate();
  const location = useLocation();
  const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <Empty
      icon="inbox"
      message={t('login.message')}
      action={{ label: t('login.action'), onClick: () => navigate(`/login?redirect=${redirect}`) }}
    />
  );
}
