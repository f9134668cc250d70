/** The pictures of the empty state, drawn on a 96-unit grid in muted tones; decorative. */
export type EmptyIconName = 'inbox' | 'search' | 'network' | 'record';

export function EmptyIcon({ name, className }: { name: EmptyIconName; className?: string }) {
  return (
    <svg className={className} data-icon={name} viewBox="0 0 96 96" width="96" height="96" aria-hidden="true" focusable="false">
      <ellipse cx="48" cy="84" rx="30" ry="4" fill="currentColor" opacity="0.12" />
      <g fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
        {name === 'inbox' ? (
          <>
            <path d="M18 50l10-26h40l10 26v22H18z" />
            <path d="M18 50h18l4 8h16l4-8h18" />
          </>
        ) : name === 'search' ? (
          <>
            <circle cx="42" cy="42" r="20" />
            <path d="M57 57l17 17" />
            <path d="M35 42h14" />
          </>
        ) : name === 'network' ? (
          <>
            <path d="M16 40a46 46 0 0 1 64 0" />
            <path d="M27 51a30 30 0 0 1 42 0" />
            <path d="M38 62a14 14 0 0 1 20 0" />
            <circle cx="48" cy="72" r="2" fill="currentColor" />
            <path d="M20 20l56 56" />
          </>
        ) : (
          <>
            <rect x="24" y="16" width="48" height="60" rx="6" />
            <path d="M34 32h28M34 44h28M34 56h16" />
          </>
        )}
      </g>
    </svg>
  );
}
