import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@/shared/api/generated/main/model';
import { PATHS } from '@/shared/config/paths';
import { maskAccountName } from '@/shared/lib/masking';
import { Cell } from '@/shared/ui/cell/Cell';
import { Avatar } from '@/shared/ui/icons/avatar/Avatar';
import { VipBadge } from '@/shared/ui/icons/vip/VipBadge';
import styles from './account.module.css';

/** "In review" next to a nickname whose change waits for approval (nickNameStatus true). */
export function NicknameReviewBadge({ profile }: { profile: UserInfo }) {
  const { t } = useTranslation('account');
  return profile.nickNameStatus ? <span className={styles.review}>{t('nickname.inReview')}</span> : null;
}

/** The nickname row (the user name while none is set, with the review badge); it leads to the edit screen. */
export function NicknameCell({ profile }: { profile: UserInfo }) {
  const { t } = useTranslation('account');
  return (
    <Cell
      title={t('nickname.label')}
      value={
        <span className={styles.inline}>
          {profile.nickName || profile.userName}
          <NicknameReviewBadge profile={profile} />
        </span>
      }
      to={PATHS.editNickname}
    />
  );
}

/** Avatar, nickname (with the in-review badge), VIP level badge and the masked account name. */
export function MemberIdentity({ profile, headingLevel = 2 }: { profile: UserInfo; headingLevel?: 1 | 2 }) {
  const { t } = useTranslation('account');
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.identity}>
      <Avatar id={profile.avatar ?? 0} size={64} title={t('avatar.current')} />
      <div className={styles.identityText}>
        <div className={styles.inline}>
          <Heading className={styles.name} data-testid="member-nickname">
            {profile.nickName || profile.userName}
          </Heading>
          <NicknameReviewBadge profile={profile} />
        </div>
        <div className={styles.inline}>
          <VipBadge level={profile.vipLevel} size={28} />
          <span className={styles.muted}>{t('vip.level', { level: profile.vipLevel })}</span>
        </div>
        <p className={styles.muted}>{t('identity.account', { name: maskAccountName(profile.userName) })}</p>
      </div>
    </div>
  );
}
