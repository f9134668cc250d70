import type { ReactNode } from 'react';
import { isSportId, type SportId } from '../icon-data';
import { Svg, type IconProps } from '../Svg';
import { BALL_GLYPHS } from './ball-glyphs';
import { GEAR_GLYPHS } from './gear-glyphs';

interface SportArt {
  glyph: ReactNode;
  /** Disc colour of the active icon (white drawing on it). */
  colour: string;
}

const SPORT_ART: Record<SportId, SportArt> = {
  1: { glyph: BALL_GLYPHS.soccer, colour: '#1b7f3a' },
  2: { glyph: GEAR_GLYPHS.iceHockey, colour: '#1565c0' },
  3: { glyph: BALL_GLYPHS.basketball, colour: '#d84e00' },
  4: { glyph: GEAR_GLYPHS.rugby, colour: '#6d4c41' },
  5: { glyph: BALL_GLYPHS.tennis, colour: '#737a00' },
  6: { glyph: GEAR_GLYPHS.americanFootball, colour: '#5d4037' },
  7: { glyph: BALL_GLYPHS.baseball, colour: '#c62828' },
  8: { glyph: BALL_GLYPHS.handball, colour: '#00747f' },
  13: { glyph: BALL_GLYPHS.volleyball, colour: '#283593' },
  15: { glyph: GEAR_GLYPHS.tableTennis, colour: '#ad1457' },
  16: { glyph: GEAR_GLYPHS.snooker, colour: '#2e6b30' },
  19: { glyph: GEAR_GLYPHS.boxing, colour: '#b71c1c' },
  47: { glyph: GEAR_GLYPHS.badminton, colour: '#6a1b9a' },
  51: { glyph: BALL_GLYPHS.beachVolleyball, colour: '#0269a4' },
  177: { glyph: GEAR_GLYPHS.eFootball, colour: '#4527a0' },
  178: { glyph: GEAR_GLYPHS.eBasketball, colour: '#bf360c' },
};

const FALLBACK: SportArt = { glyph: BALL_GLYPHS.other, colour: '#455a64' };

export interface SportIconProps extends IconProps {
  /** Provider sport id; ids without their own drawing show a generic ball. */
  sportId: number;
  /** The active set: the drawing in white on the sport's colour disc. Inactive: the outline in currentColor. */
  active?: boolean;
}

/** The icon of one sport (SPEC.md section 2 "Sport icon ids"), inactive (outline) or active (filled). */
export function SportIcon({ sportId, active = false, ...props }: SportIconProps) {
  const known = isSportId(sportId);
  const art = known ? SPORT_ART[sportId] : FALLBACK;
  const data = { 'data-sport': known ? sportId : 'other', 'data-active': active };
  if (!active) {
    return (
      <Svg {...data} {...props}>
        {art.glyph}
      </Svg>
    );
  }
  return (
    <Svg {...data} {...props}>
      <circle cx="12" cy="12" r="12" fill={art.colour} stroke="none" />
      <g stroke="#ffffff" strokeWidth="1.6" transform="translate(12 12) scale(0.72) translate(-12 -12)">
        {art.glyph}
      </g>
    </Svg>
  );
}
