import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button/Button';
import { Avatar } from '@/shared/ui/icons/avatar/Avatar';
import { AVATAR_IDS, avatarNameKey } from '@/shared/ui/icons/icon-data';
import { BottomSheet } from '@/shared/ui/popup/BottomSheet';
import { showToast } from '@/shared/ui/toast/toast';
import { useUpdateAvatar } from '../api/profile-mutations';
import styles from './AvatarPicker.module.css';

export const SAVED_TOAST_MS = 2000;

interface AvatarPickerProps {
  current: number | undefined;
  onClose: () => void;
}

/** The ten avatars (SPEC.md section 2) as one radio group; Save sends PUT update-avatar and reloads the profile. */
export function AvatarPicker({ current, onClose }: AvatarPickerProps) {
  const { t } = useTranslation(['account', 'icons']);
  const [chosen, setChosen] = useState<number | null>(current ?? null);
  const save = useUpdateAvatar({
    onSuccess: () => {
      showToast({ message: t('account:avatar.saved'), type: 'success', durationMs: SAVED_TOAST_MS });
      onClose();
    },
  });

  return (
    <BottomSheet title={t('account:avatar.choose')} onClose={onClose}>
      <fieldset className={styles.grid}>
        <legend className="visually-hidden">{t('account:avatar.choose')}</legend>
        {AVATAR_IDS.map((id) => (
          <label key={id} className={styles.choice}>
            <input
              type="radio"
              name="avatar"
              className={styles.radio}
              value={id}
              checked={chosen === id}
              onChange={() => setChosen(id)}
            />
            <Avatar id={id} size={56} />
            <span className="visually-hidden">{t(`icons:${avatarNameKey(id)}`)}</span>
          </label>
        ))}
      </fieldset>
      <Button
        block
        loading={save.isSuccess}
        disabled={chosen === null || chosen === current}
        onClick={() => (chosen === null ? undefined : save.mutateAsync(chosen).catch(() => undefined))}
      >
        {t('account:avatar.save')}
      </Button>
    </BottomSheet>
  );
}
