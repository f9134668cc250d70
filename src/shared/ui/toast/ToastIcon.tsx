import { lineIcon, RING } from '../icons/drawing';
import { Svg, type IconProps } from '../icons/Svg';
import { ErrorIcon, WarningIcon } from '../icons/ui/status-icons';
import type { ToastKind } from './toast';

/** Which picture a toast type gets: error and success their own, loading a spinner, anything else a warning. */
export type ToastIconName = 'error' | 'success' | 'warning' | 'loading';

export function toastIconFor(type: ToastKind): ToastIconName {
  if (type === 'error' || type === 'success' || type === 'loading') return type;
  return 'warning';
}

/** A tick in the ring of the round status icons. */
const SuccessIcon = lineIcon(RING, 'M7.5 12.5l3 3 6-6.5');

/** A faint ring with a quarter arc; the toast turns it while the work lasts. */
function LoadingIcon(props: IconProps) {
  return (
    <Svg {...props} strokeWidth={2.5}>
      <circle cx="12" cy="12" r="9" opacity="0.3" />
      <path d="M12 3a9 9 0 0 1 9 9" />
    </Svg>
  );
}

const ICONS = { error: ErrorIcon, success: SuccessIcon, warning: WarningIcon, loading: LoadingIcon };

/** The toast's icon, from the interface icon set, in the text colour; decorative (the message carries the meaning). */
export function ToastIcon({ type, className }: { type: ToastKind; className?: string }) {
  const name = toastIconFor(type);
  const Icon = ICONS[name];
  return <Icon className={className} data-icon={name} size={22} strokeWidth={2} />;
}
