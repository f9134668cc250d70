import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@/shared/api/generated/main/model';
import { isAppShell } from '@/shared/lib/client-code';
import { maskEmail, maskPhone } from '@/shared/lib/masking';
import { Cell } from '@/shared/ui/cell/Cell';
import { MailIcon, PhoneIcon } from '@/shared/ui/icons/ui/action-icons';
import { PATHS } from '@/shared/config/paths';

/** The bound mobile as shown: +area and the masked number (first 3 and last 4 inside the app shell). */
export function maskedMobile(profile: Pick<UserInfo, 'mobile' | 'mobileArea'>, appShell = isAppShell()): string {
  if (!profile.mobile) return '';
  const masked = maskPhone(profile.mobile, { appShell });
  return profile.mobileArea ? `+${profile.mobileArea} ${masked}` : masked;
}

/** The mobile row: the masked number when bound, otherwise "Not bound"; it leads to the binding screen. */
export function MobileCell({ profile }: { profile: UserInfo }) {
  const { t } = useTranslation('account');
  const mobile = maskedMobile(profile);
  return (
    <Cell
      title={t('contact.mobile')}
      icon={<PhoneIcon />}
      value={<span data-testid="masked-mobile">{mobile || t('contact.notBound')}</span>}
      to={PATHS.cellIphone}
    />
  );
}

/** The e-mail row: the masked address when bound, otherwise "Not bound"; it leads to the binding screen. */
export function EmailCell({ profile }: { profile: UserInfo }) {
  const { t } = useTranslation('account');
  const email = profile.email ? maskEmail(profile.email) : '';
  return (
    <Cell
      title={t('contact.email')}
      icon={<MailIcon />}
      value={<span data-testid="masked-email">{email || t('contact.notBound')}</span>}
      to={PATHS.mail}
    />
  );
}
