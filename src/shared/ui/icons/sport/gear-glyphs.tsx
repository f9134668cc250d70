import type { ReactNode } from 'react';
import { drawing, type Stroke } from '../drawing';

/** A game screen on its stand with a round emblem in the middle, for the e-sports; `emblem` is drawn inside the circle. */
const screenWith = (emblem: Stroke) =>
  drawing(<rect x="2.5" y="3.5" width="19" height="14" rx="2" />, 'M9 21h6M12 17.5V21', <circle cx="12" cy="10.5" r="4" />, emblem);

/** Line drawings (24 grid, stroked by the parent) of the sports shown by their gear, field or screen. */
export const GEAR_GLYPHS = {
  iceHockey: drawing(
    'M7 3l5.5 13.5c.3.9 1.1 1.5 2 1.5H20',
    <ellipse cx="7" cy="18.5" rx="3" ry="1.4" />,
    'M4 18.5V20c0 .8 1.3 1.5 3 1.5s3-.7 3-1.5v-1.5',
  ),
  rugby: drawing('M6 3v18M18 3v18M6 9h12', <ellipse cx="12" cy="15.5" rx="3.2" ry="2.1" transform="rotate(-30 12 15.5)" />),
  americanFootball: drawing('M4 20C3.5 12 12 3.5 20 4c.5 8-8 16.5-16 16z', 'M9.5 14.5l5-5M9.6 12.6l1.8 1.8M11.1 11.1l1.8 1.8M12.6 9.6l1.8 1.8'),
  tableTennis: drawing(
    <circle cx="10.5" cy="8.5" r="6" />,
    'M9.1 14.3v5.9a1.4 1.4 0 0 0 2.8 0v-5.9M7.5 14.5h6',
    <circle cx="18.5" cy="17.5" r="1.8" />,
  ),
  snooker: drawing(
    <circle cx="12" cy="4.5" r="2.1" />,
    <circle cx="9.85" cy="8.3" r="2.1" />,
    <circle cx="14.15" cy="8.3" r="2.1" />,
    <circle cx="7.7" cy="12.1" r="2.1" />,
    <circle cx="12" cy="12.1" r="2.1" />,
    <circle cx="16.3" cy="12.1" r="2.1" />,
    <circle cx="12" cy="17.4" r="1.9" />,
    'M12 20.2V23',
  ),
  boxing: drawing(
    'M7 11V7.5A4.5 4.5 0 0 1 11.5 3h2A5.5 5.5 0 0 1 19 8.5v3.8c0 1.6-.9 3-2.2 3.7H8.5A3.5 3.5 0 0 1 5 12.5V11a2 2 0 0 1 4 0v1.5',
    'M8.5 16v3.5A1.5 1.5 0 0 0 10 21h6a1.5 1.5 0 0 0 1.5-1.5V16M9 12.5h4.5',
  ),
  badminton: drawing('M9 17L6 4h12l-3 13M10 4l1 13M14 4l-1 13M6.9 8.5h10.2', 'M9 17h6v1.5a3 3 0 0 1-6 0z'),
  eFootball: screenWith('M12 8.9l1.5 1.1-.6 1.8h-1.8l-.6-1.8z'),
  eBasketball: screenWith('M12 6.5v8M8 10.5h8M9.2 7.7c1.1 1.5 1.1 4.1 0 5.6M14.8 7.7c-1.1 1.5-1.1 4.1 0 5.6'),
} satisfies Record<string, ReactNode>;
