import type { ReactNode } from 'react';

export type HairStyle = 'short' | 'long' | 'bun' | 'spiky' | 'cap' | 'curly' | 'none';
export type Extra = 'glasses' | 'beard' | 'earrings' | 'headband' | 'none';

const INK = '#2b2b2b';

/** Hair drawn over the head (48 grid, head centred at 24,21). Long hair also has a part behind the head. */
export function hairFront(style: HairStyle, colour: string): ReactNode {
  switch (style) {
    case 'short':
      return <path d="M15 20c0-6 4-10 9-10s9 4 9 10c-2-3-5-4.5-9-4.5S17 17 15 20z" fill={colour} />;
    case 'long':
      return <path d="M15 20.5c0-6.3 4-10.5 9-10.5s9 4.2 9 10.5c-2.5-2.7-5.6-4-9-4s-6.5 1.3-9 4z" fill={colour} />;
    case 'bun':
      return (
        <>
          <circle cx="24" cy="9" r="3.8" fill={colour} />
          <path d="M15 20c0-6 4-10 9-10s9 4 9 10c-2-3-5-4.5-9-4.5S17 17 15 20z" fill={colour} />
        </>
      );
    case 'spiky':
      return <path d="M15 19.5l1-5.5 2.5 2 1.5-5 2.5 3.5L24 9l1.5 5.5L28 11l1.5 5 2.5-2 1 5.5c-2.5-2-5.5-3-9-3s-6.5 1-9 3z" fill={colour} />;
    case 'cap':
      return (
        <>
          <path d="M14.8 18.5c0-5.8 4-9.3 9.2-9.3s9.2 3.5 9.2 9.3z" fill={colour} />
          <path d="M31 18.5h6.5" stroke={colour} strokeWidth="2.4" strokeLinecap="round" />
        </>
      );
    case 'curly':
      return (
        <g fill={colour}>
          <circle cx="16.5" cy="16" r="3.2" />
          <circle cx="20" cy="12.2" r="3.4" />
          <circle cx="24.5" cy="11" r="3.5" />
          <circle cx="29" cy="12.6" r="3.3" />
          <circle cx="31.8" cy="16.5" r="3" />
        </g>
      );
    case 'none':
      return null;
  }
}

/** Long hair falls behind the head and shoulders. */
export function hairBack(style: HairStyle, colour: string): ReactNode {
  return style === 'long' ? <path d="M14 20c0 6 0 12-1.5 15h23C34 32 34 26 34 20z" fill={colour} /> : null;
}

export function extraPart(extra: Extra, accent: string): ReactNode {
  switch (extra) {
    case 'glasses':
      return (
        <g fill="none" stroke={INK} strokeWidth="1.2">
          <circle cx="20.5" cy="21" r="2.8" />
          <circle cx="27.5" cy="21" r="2.8" />
          <path d="M23.3 21h1.4" />
        </g>
      );
    case 'beard':
      return <path d="M15.5 23c.5 5.5 4 8.5 8.5 8.5s8-3 8.5-8.5c-1.5 2.5-3 3-4 3-1.5-1.2-3-1.5-4.5-1.5s-3 .3-4.5 1.5c-1 0-2.5-.5-4-3z" fill={accent} />;
    case 'earrings':
      return (
        <g fill={accent}>
          <circle cx="14.6" cy="25" r="1.3" />
          <circle cx="33.4" cy="25" r="1.3" />
        </g>
      );
    case 'headband':
      return <path d="M15.2 16.5c2.6-1.6 5.5-2.4 8.8-2.4s6.2.8 8.8 2.4v2.4c-2.6-1.6-5.5-2.4-8.8-2.4s-6.2.8-8.8 2.4z" fill={accent} />;
    case 'none':
      return null;
  }
}

/** Eyes and smile. */
export const FACE: ReactNode = (
  <>
    <circle cx="20.5" cy="21" r="1.2" fill={INK} />
    <circle cx="27.5" cy="21" r="1.2" fill={INK} />
    <path d="M21 25.5c1.8 1.5 4.2 1.5 6 0" fill="none" stroke={INK} strokeWidth="1.2" strokeLinecap="round" />
  </>
);
