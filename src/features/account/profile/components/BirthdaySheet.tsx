import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button/Button';
import { DatePicker } from '@/shared/ui/date-picker/DatePicker';
import { BottomSheet } from '@/shared/ui/popup/BottomSheet';
import { showToast } from '@/shared/ui/toast/toast';
import { useUpdateBirthday } from '../api/profile-mutations';
import { SAVED_TOAST_MS } from './AvatarPicker';
import styles from './account.module.css';

/** Sets the birthday (once; the server refuses a second change) with PUT update-birthday, yyyy-MM-dd. */
export function BirthdaySheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('account');
  const [birthday, setBirthday] = useState('');
  const save = useUpdateBirthday({
    onSuccess: () => {
      showToast({ message: t('birthday.saved'), type: 'success', durationMs: SAVED_TOAST_MS });
      onClose();
    },
  });

  return (
    <BottomSheet title={t('birthday.title')} onClose={onClose}>
      <div className={styles.form}>
        <DatePicker label={t('birthday.label')} value={birthday} onChange={setBirthday} hint={t('birthday.once')} required />
        <Button block loading={save.isSuccess} disabled={birthday === ''} onClick={() => save.mutateAsync(birthday).catch(() => undefined)}>
          {t('birthday.save')}
        </Button>
      </div>
    </BottomSheet>
  );
}
