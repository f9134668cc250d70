import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NetworkError } from '@/shared/api/errors';
import { showErrorToast } from '@/shared/ui/toast/toast';
import { showSuccess } from '../lib/success-toast';

export interface DeleteTarget {
  /** What the dialog asks about ("Vietcombank card ending 5678"). */
  label: string;
  remove: () => Promise<unknown>;
}

/**
 * A delete that needs the player's yes: `ask` opens the question, `confirm` runs the call once (the dialog's
 * button stays busy until it settles), then closes. Server codes are toasted by the API client.
 */
export function useConfirmedDelete(afterDelete?: () => Promise<unknown>) {
  const { t } = useTranslation(['account', 'common']);
  const [target, setTarget] = useState<DeleteTarget | null>(null);

  const confirm = async () => {
    if (!target) return;
    try {
      await target.remove();
      showSuccess(t('shared.delete.done'));
      await afterDelete?.();
    } catch (error) {
      if (error instanceof NetworkError) showErrorToast(t('common:common.networkError'));
    } finally {
      setTarget(null);
    }
  };

  return { target, ask: setTarget, cancel: () => setTarget(null), confirm };
}

export type ConfirmedDelete = ReturnType<typeof useConfirmedDelete>;
