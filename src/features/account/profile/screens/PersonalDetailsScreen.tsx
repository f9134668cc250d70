import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@/shared/api/generated/main/model';
import { maskAccountName, maskPersonName } from '@/shared/lib/masking';
import { Cell } from '@/shared/ui/cell/Cell';
import { CellGroup } from '@/shared/ui/cell/CellGroup';
import { Avatar } from '@/shared/ui/icons/avatar/Avatar';
import { AvatarPicker } from '../components/AvatarPicker';
import { BirthdaySheet } from '../components/BirthdaySheet';
import { EmailCell, MobileCell } from '../components/ContactCells';
import { EmotionStatusSheet } from '../components/EmotionStatusSheet';
import { NicknameCell } from '../components/MemberIdentity';
import { MemberProfileGate } from '../components/MemberProfileGate';
import { birthdayText } from '../lib/birthday-display';
import { emotionStatusKey, toEmotionStatus } from '../lib/emotion-status';
import styles from '../components/account.module.css';

type Sheet = 'avatar' | 'birthday' | 'emotion' | null;

function PersonalDetails({ profile }: { profile: UserInfo }) {
  const { t, i18n } = useTranslation('account');
  const [sheet, setSheet] = useState<Sheet>(null);
  const close = () => setSheet(null);
  const birthday = birthdayText(profile.birthday, i18n.language);
  const emotion = toEmotionStatus(profile.sex);

  return (
    <div className={styles.page}>
      <CellGroup title={t('entries.profile')} inset className={styles.group}>
        <Cell title={t('avatar.label')} value={<Avatar id={profile.avatar ?? 0} size={40} />} onClick={() => setSheet('avatar')} />
        <NicknameCell profile={profile} />
        <Cell title={t('identity.userName')} value={maskAccountName(profile.userName)} />
        <Cell title={t('identity.realName')} value={profile.realName ? maskPersonName(profile.realName) : t('identity.notSet')} />
        {birthday ? (
          <Cell title={t('birthday.label')} value={birthday} description={t('birthday.once')} />
        ) : (
          <Cell title={t('birthday.label')} value={t('identity.notSet')} onClick={() => setSheet('birthday')} />
        )}
        <Cell
          title={t('emotion.title')}
          value={emotion === null ? t('identity.notSet') : t(emotionStatusKey(emotion))}
          onClick={() => setSheet('emotion')}
        />
      </CellGroup>
      <CellGroup title={t('entries.contact')} inset className={styles.group}>
        <MobileCell profile={profile} />
        <EmailCell profile={profile} />
      </CellGroup>
      {sheet === 'avatar' ? <AvatarPicker current={profile.avatar} onClose={close} /> : null}
      {sheet === 'birthday' ? <BirthdaySheet onClose={close} /> : null}
      {sheet === 'emotion' ? <EmotionStatusSheet current={emotion} onClose={close} /> : null}
    </div>
  );
}

/**
 * Personal details (/personalDetails): avatar (10 choices), nickname with its review state, the masked account and
 * real name, birthday (set once), emotion status, and the masked mobile and e-mail.
 */
export function PersonalDetailsScreen() {
  return <MemberProfileGate>{(profile) => <PersonalDetails profile={profile} />}</MemberProfileGate>;
}
