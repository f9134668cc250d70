import { useTranslation } from 'react-i18next';
import { ActionSheet } from '@/shared/ui/action-sheet/ActionSheet';
import { showLoadingToast, showToast } from '@/shared/ui/toast/toast';
import { useUpdateEmotionStatus } from '../api/profile-mutations';
import { EMOTION_STATUSES, emotionStatusKey, toEmotionStatus, type EmotionStatus } from '../lib/emotion-status';
import { SAVED_TOAST_MS } from './AvatarPicker';

/** Emotion status choices (0 private, 1 single, 2 married); a choice is saved at once with PUT update-sex. */
export function EmotionStatusSheet({ current, onClose }: { current: EmotionStatus | null; onClose: () => void }) {
  const { t } = useTranslation(['account', 'common']);
  const save = useUpdateEmotionStatus({
    onMutate: () => showLoadingToast(t('common:common.loading')),
    onSuccess: (_data, _sex, closeLoading) => {
      closeLoading();
      showToast({ message: t('account:emotion.saved'), type: 'success', durationMs: SAVED_TOAST_MS });
    },
    onError: (_error, _sex, closeLoading) => closeLoading?.(),
  });

  return (
    <ActionSheet
      title={t('account:emotion.title')}
      actions={EMOTION_STATUSES.map((status) => ({
        key: String(status),
        label: t(`account:${emotionStatusKey(status)}`),
        disabled: status === current,
      }))}
      onSelect={(key) => {
        const status = toEmotionStatus(Number(key));
        if (status !== null) save.mutate(status);
      }}
      onClose={onClose}
    />
  );
}
