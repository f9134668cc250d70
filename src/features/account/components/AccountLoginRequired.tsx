import { useTranslation } from 'react-i18next';
import { LoginRequired } from '@/shared/ui/login-required/LoginRequired';
import { loginHref } from '@/shared/config/paths';

/** The guest state of the withdrawal-account, address and agent screens. */
export function AccountLoginRequired() {
  const { t } = useTranslation('account');
  return <LoginRequired message={t('shared.login.message')} actionLabel={t('shared.login.action')} loginPathFor={loginHref} />;
}
