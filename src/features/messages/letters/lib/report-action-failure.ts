import { ApiError } from '@/shared/api/errors';
import { i18n } from '@/shared/i18n';
import { showErrorToast } from '@/shared/ui/toast/toast';

/**
 * After a failed read or delete: the API client has already shown the server's message for a refused call, so only
 * a failure without an answer (network) is reported here. The selection stays, so the player can try again.
 */
export function reportActionFailure(error: unknown): void {
  if (error instanceof ApiError) return;
  showErrorToast(i18n.t('common:common.networkError'));
}
