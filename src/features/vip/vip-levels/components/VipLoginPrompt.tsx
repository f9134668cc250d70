import { useTranslation } from 'react-i18next';
import { loginHref } from '@/shared/config/paths';
import { LoginRequired } from '@/shared/ui/login-required/LoginRequired';

/** A guest's place for the member's own level: the login, which brings them back here. */
export function VipLoginPrompt() {
  const { t } = useTranslation('vip-levels');
  return <LoginRequired message={t('guest.message')} actionLabel={t('guest.action')} loginPathFor={loginHref} />;
}
