import { showToast } from '@/shared/ui/toast/toast';

/** How long a success toast of these screens stays (bound, saved, deleted, applied). */
export const SUCCESS_TOAST_MS = 2000;

export function showSuccess(message: string): void {
  showToast({ message, type: 'success', durationMs: SUCCESS_TOAST_MS });
}
