import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@/shared/api/generated/main/model';
import { Cell } from '@/shared/ui/cell/Cell';
import { CellGroup } from '@/shared/ui/cell/CellGroup';
import { WalletIcon } from '@/shared/ui/icons/ui/action-icons';
import { SettingsIcon } from '@/shared/ui/icons/ui/nav-icons';
import { LockIcon } from '@/shared/ui/icons/ui/status-icons';
import { AvatarPicker } from '../components/AvatarPicker';
import { EmailCell, MobileCell } from '../components/ContactCells';
import { MemberIdentity, NicknameCell } from '../components/MemberIdentity';
import { MemberProfileGate } from '../components/MemberProfileGate';
import { PATHS } from '@/shared/config/paths';
import styles from '../components/account.module.css';

function PersonalCenter({ profile }: { profile: UserInfo }) {
  const { t } = useTranslation(['account', 'routes']);
  const [pickingAvatar, setPickingAvatar] = useState(false);
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-label={t('account:identity.label')}>
        <MemberIdentity profile={profile} />
        <button type="button" className={styles.linkButton} onClick={() => setPickingAvatar(true)}>
          {t('account:avatar.change')}
        </button>
      </section>
      <CellGroup title={t('account:entries.profile')} inset className={styles.group}>
        <Cell title={t('routes:title.personalDetails')} icon={<SettingsIcon />} to={PATHS.personalDetails} />
        <NicknameCell profile={profile} />
      </CellGroup>
      <CellGroup title={t('account:entries.security')} inset className={styles.group}>
        <MobileCell profile={profile} />
        <EmailCell profile={profile} />
        <Cell title={t('routes:title.passwordInfo')} icon={<LockIcon />} to={PATHS.passwordInfo} />
        <Cell
          title={t('routes:title.withdrawPassword')}
          icon={<LockIcon />}
          value={profile.hasWithdrawPwd ? t('account:withdrawPwd.isSet') : t('account:withdrawPwd.notSet')}
          to={PATHS.withdrawPassword}
        />
        <Cell title={t('routes:title.bankcard')} icon={<WalletIcon />} to={PATHS.bankcard} />
      </CellGroup>
      {pickingAvatar ? <AvatarPicker current={profile.avatar} onClose={() => setPickingAvatar(false)} /> : null}
    </div>
  );
}

/** Personal centre (/personal-center): who the member is, the avatar, and every profile and security entry. */
export function PersonalCenterScreen() {
  return <MemberProfileGate>{(profile) => <PersonalCenter profile={profile} />}</MemberProfileGate>;
}
