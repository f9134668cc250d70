import type { ToastKind } from './toast';

/** Which picture a toast type gets: error and success their own, loading a spinner, anything else a warning. */
export type ToastIconName = 'error' | 'success' | 'warning' | 'loading';

export function toastIconFor(type: ToastKind): ToastIconName {
  if (type === 'error' || type === 'success' || type === 'loading') return type;
  return 'warning';
}

/** The toast's icon, drawn on a 24-unit grid in the text colour; decorative (the message carries the meaning). */
export function ToastIcon({ type, className }: { type: ToastKind; className?: string }) {
  const name = toastIconFor(type);
  return (
    <svg className={className} data-icon={name} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      {name === 'error' ? (
        <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <circle cx="12" cy="12" r="9.5" />
          <path d="M8.5 8.5l7 7M15.5 8.5l-7 7" />
        </g>
      ) : name === 'success' ? (
        <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <circle cx="12" cy="12" r="9.5" />
          <path d="M7.5 12.5l3 3 6-6.5" />
        </g>
      ) : name === 'loading' ? (
        <g fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
          <circle cx="12" cy="12" r="9" opacity="0.3" />
          <path d="M12 3a9 9 0 0 1 9 9" />
        </g>
      ) : (
        <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M12 3.5l9.5 16.5h-19z" />
          <path d="M12 10v4.5" />
          <circle cx="12" cy="17.25" r="0.6" fill="currentColor" />
        </g>
      )}
    </svg>
  );
}
