/**
 * The few line glyphs the layout components draw themselves (back, disclosure arrow, slide controls). They are
 * decorative: the control around them carries the name.
 */
const ROTATION = { left: 180, right: 0, up: 270, down: 90 } as const;

export function ChevronGlyph({ direction = 'right' }: { direction?: keyof typeof ROTATION }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d="m9 5 7 7-7 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
        transform={`rotate(${ROTATION[direction]} 12 12)`}
      />
    </svg>
  );
}

export function PauseGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M8 5h3v14H8zM13 5h3v14h-3z" fill="currentColor" />
    </svg>
  );
}

export function PlayGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M8 5v14l11-7z" fill="currentColor" />
    </svg>
  );
}
