import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Cell } from '@/shared/ui/cell/Cell';
import { CellGroup } from '@/shared/ui/cell/CellGroup';
import { HeadsetIcon, MailIcon, WalletIcon } from '@/shared/ui/icons/ui/action-icons';
import { SettingsIcon } from '@/shared/ui/icons/ui/nav-icons';
import { InfoIcon, LockIcon } from '@/shared/ui/icons/ui/status-icons';
import { unreadLettersQuery } from '@/shared/letters/letter-queries';
import { PATHS } from '@/shared/config/paths';
import styles from './account.module.css';

/** Customer service, help and about for everyone; a member also gets messages (with the unread count) and feedback. */
function SupportEntries({ unread }: { unread?: number }) {
  const { t } = useTranslation(['routes', 'account']);
  const title = unread === undefined ? t('account:entries.help') : t('account:entries.support');
  return (
    <CellGroup title={title} inset className={styles.group}>
      {unread === undefined ? null : (
        <Cell title={t('title.message')} icon={<MailIcon />} to={PATHS.message} badge={unread} />
      )}
      <Cell title={t('title.service')} icon={<HeadsetIcon />} to={PATHS.service} />
      {unread === undefined ? null : <Cell title={t('title.feedback')} icon={<InfoIcon />} to={PATHS.feedback} />}
      <Cell title={t('title.help')} icon={<InfoIcon />} to={PATHS.help} />
      <Cell title={t('title.aboutus')} icon={<InfoIcon />} to={PATHS.aboutus} />
    </CellGroup>
  );
}

/** A member's entries to every account screen; the messages entry carries the unread letter count. */
function MemberEntries({ token }: { token: string }) {
  const { t } = useTranslation(['routes', 'account']);
  const unread = useQuery(unreadLettersQuery(token)).data ?? 0;
  return (
    <>
      <CellGroup title={t('account:entries.account')} inset className={styles.group}>
        <Cell title={t('title.personalCenter')} icon={<SettingsIcon />} to={PATHS.personalCenter} />
        <Cell title={t('title.bankcard')} icon={<WalletIcon />} to={PATHS.bankcard} />
        <Cell title={t('title.withdrawPassword')} icon={<LockIcon />} to={PATHS.withdrawPassword} />
        <Cell title={t('title.passwordInfo')} icon={<LockIcon />} to={PATHS.passwordInfo} />
        <Cell title={t('title.addressView')} icon={<MailIcon />} to={PATHS.addressView} />
        <Cell title={t('title.businessAgent')} icon={<InfoIcon />} to={PATHS.businessAgent} />
      </CellGroup>
      <SupportEntries unread={unread} />
      <CellGroup title={t('account:entries.more')} inset className={styles.group}>
        <Cell title={t('title.saferGambling')} icon={<LockIcon />} to={PATHS.saferGambling} />
        <Cell title={t('title.settings')} icon={<SettingsIcon />} to={PATHS.settings} />
      </CellGroup>
    </>
  );
}

/** The member's entries, or for a guest (no token) what can be opened without an account. */
export function AccountEntries({ token }: { token: string | null }) {
  return token ? <MemberEntries token={token} /> : <SupportEntries />;
}
