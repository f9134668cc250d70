import { useTranslation } from 'react-i18next';
import { LoginRequired } from '@/shared/ui/login-required/LoginRequired';
import { loginHref } from '@/shared/config/paths';

/** The guest state of the withdrawal-account, address and agent screens. */
export function BankingLoginRequired() {
  const { t } = useTranslation('banking');
  return <LoginRequired message={t('login.message')} actionLabel={t('login.action')} loginPathFor={loginHref} />;
}
