import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/shared/ui/dialog/ConfirmDialog';
import type { ConfirmedDelete } from '@/features/account/hooks/use-confirmed-delete';

/** The question of a confirmed delete ("Delete …?"): shown while `deletion` has a target, closed by its answer. */
export function ConfirmDeleteDialog({ title, deletion }: { title: string; deletion: ConfirmedDelete }) {
  const { t } = useTranslation(['account', 'common']);
  if (!deletion.target) return null;
  return (
    <ConfirmDialog
      title={title}
      message={t('shared.delete.message', { account: deletion.target.label })}
      confirmLabel={t('shared.delete.confirm')}
      cancelLabel={t('common:common.cancel')}
      onConfirm={deletion.confirm}
      onDismiss={deletion.cancel}
    />
  );
}
