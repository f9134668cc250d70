import type { ComponentType, CSSProperties } from 'react';

/** The space design-system stories leave around the part they show. */
export const PADDED: CSSProperties = { padding: 16 };

/** The part as a story shows it: its own props, inside the padded frame (or a frame styled by `frame`). */
export function padded<P extends object>(Part: ComponentType<P>, frame: CSSProperties = PADDED) {
  function Padded(props: P) {
    return (
      <div style={frame}>
        <Part {...props} />
      </div>
    );
  }
  Padded.displayName = `Padded${Part.displayName ?? Part.name}`;
  return Padded;
}
