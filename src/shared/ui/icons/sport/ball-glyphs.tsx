import type { ReactNode } from 'react';
import { drawing, RING } from '../drawing';

/** Line drawings (24 grid, stroked by the parent) of the sports played with a round ball. */
export const BALL_GLYPHS = {
  soccer: drawing(
    RING,
    'M12 8.2l3.4 2.5-1.3 4h-4.2l-1.3-4z',
    'M12 8.2V3.2M15.4 10.7l4.6-1.5M14.1 14.7l2.8 3.9M9.9 14.7l-2.8 3.9M8.6 10.7L4 9.2',
  ),
  basketball: drawing(RING, 'M12 3v18M3 12h18M5.6 5.6c2.5 2.9 2.5 9.9 0 12.8M18.4 5.6c-2.5 2.9-2.5 9.9 0 12.8'),
  tennis: drawing(RING, 'M4.6 7c3.2 1.5 4.9 3.3 4.9 5s-1.7 3.5-4.9 5M19.4 7c-3.2 1.5-4.9 3.3-4.9 5s1.7 3.5 4.9 5'),
  baseball: drawing(
    RING,
    'M6 4.9c1.8 2 2.8 4.5 2.8 7.1S7.8 17.1 6 19.1M18 4.9c-1.8 2-2.8 4.5-2.8 7.1s1 5.1 2.8 7.1',
    <path d="M7.2 8.2l1.6-.8M8 12h1.8M7.2 15.8l1.6.8M16.8 8.2l-1.6-.8M16 12h-1.8M16.8 15.8l-1.6.8" strokeWidth="1.2" />,
  ),
  volleyball: drawing(
    RING,
    'M12 12c-.3-3.5 1.3-6.8 4.3-8M12 12c3 1.4 5 4 5.3 7M12 12c-2.8 2-6.2 2.4-8.9 1.2',
    'M8.3 4c-.4 2.6.3 5.3 2 7.3M20.4 9.8c-2.3-.6-4.6-.2-6.6 1.2M7.6 19.7c1.2-2.4 3.3-4.1 5.8-4.6',
  ),
  beachVolleyball: drawing(
    <circle cx="12" cy="10" r="6.5" />,
    'M12 10c-.2-2.5 1-4.8 3.1-5.8M12 10c2.3 1 3.8 3.2 3.9 5.1M12 10c-2 1.4-4.6 1.7-6.4.8',
    'M3 20.5c1.5-1 3-1 4.5 0s3 1 4.5 0 3-1 4.5 0 3 1 4.5 0',
  ),
  handball: drawing(
    <circle cx="13" cy="7.5" r="4.5" />,
    'M8.6 6.6c1.9.3 3.4 1.5 4.2 3.3M13.2 3c.7 1.4 2.4 2.4 4.2 2.2',
    'M3.5 14.5c2 0 3 1 4.5 2.5h5a1.5 1.5 0 0 1 0 3H9M3.5 21h11l5.6-4.4a1.5 1.5 0 0 0-1.9-2.3L14.6 17',
  ),
  /** The generic ball for sports without their own drawing. */
  other: drawing(RING, 'M4.2 8.5c5.2 1.8 10.4 1.8 15.6 0M4.2 15.5c5.2-1.8 10.4-1.8 15.6 0'),
} satisfies Record<string, ReactNode>;
