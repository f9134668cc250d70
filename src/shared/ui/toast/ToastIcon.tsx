import { ErrorIcon, LoadingIcon, SuccessIcon, WarningIcon } from '../icons/ui/status-icons';
import type { ToastKind } from './toast';

/** Which picture a toast type gets: error and success their own, loading a spinner, anything else a warning. */
export type ToastIconName = 'error' | 'success' | 'warning' | 'loading';

export function toastIconFor(type: ToastKind): ToastIconName {
  if (type === 'error' || type === 'success' || type === 'loading') return type;
  return 'warning';
}

const ICONS = { error: ErrorIcon, success: SuccessIcon, warning: WarningIcon, loading: LoadingIcon };

/** The toast's icon, from the interface icon set, in the text colour; decorative (the message carries the meaning). */
export function ToastIcon({ type, className }: { type: ToastKind; className?: string }) {
  const name = toastIconFor(type);
  const Icon = ICONS[name];
  return <Icon className={className} data-icon={name} size={22} strokeWidth={2} />;
}
