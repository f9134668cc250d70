import { useTranslation } from 'react-i18next';
import { loginHref } from '@/shared/config/paths';
import { LoginRequired } from '@/shared/ui/login-required/LoginRequired';

/** A guest's place for the member's own code, friends and rewards: the login, which brings them back here. */
export function InviteLoginPrompt() {
  const { t } = useTranslation('referrals');
  return <LoginRequired message={t('guest.message')} actionLabel={t('guest.action')} loginPathFor={loginHref} />;
}
