import { useId } from 'react';
import { isAvatarId, type AvatarId } from '../icon-data';
import { Svg, type IconProps } from '../Svg';
import { extraPart, FACE, hairBack, hairFront, type Extra, type HairStyle } from './avatar-parts';

interface AvatarLook {
  background: string;
  skin: string;
  shirt: string;
  hair: HairStyle;
  hairColour: string;
  extra: Extra;
  accent: string;
}

const LOOKS: Record<AvatarId, AvatarLook> = {
  1: { background: '#90caf9', skin: '#f5d0b5', shirt: '#1565c0', hair: 'short', hairColour: '#6d4c41', extra: 'none', accent: '#000000' },
  2: { background: '#f8bbd0', skin: '#e0ac85', shirt: '#ad1457', hair: 'long', hairColour: '#212121', extra: 'earrings', accent: '#ffca28' },
  3: { background: '#ffcc80', skin: '#d9a066', shirt: '#e65100', hair: 'spiky', hairColour: '#f9a825', extra: 'none', accent: '#000000' },
  4: { background: '#a5d6a7', skin: '#8d5a3b', shirt: '#2e7d32', hair: 'cap', hairColour: '#c62828', extra: 'none', accent: '#000000' },
  5: { background: '#ce93d8', skin: '#f5d0b5', shirt: '#6a1b9a', hair: 'bun', hairColour: '#a0522d', extra: 'glasses', accent: '#000000' },
  6: { background: '#80cbc4', skin: '#6d4430', shirt: '#00695c', hair: 'short', hairColour: '#1b1b1b', extra: 'beard', accent: '#1b1b1b' },
  7: { background: '#fff59d', skin: '#e0ac85', shirt: '#f57f17', hair: 'curly', hairColour: '#4e342e', extra: 'none', accent: '#000000' },
  8: { background: '#9fa8da', skin: '#f7dcc8', shirt: '#283593', hair: 'long', hairColour: '#fbc02d', extra: 'glasses', accent: '#000000' },
  9: { background: '#b0bec5', skin: '#d9a066', shirt: '#37474f', hair: 'none', hairColour: '#000000', extra: 'beard', accent: '#795548' },
  10: { background: '#ef9a9a', skin: '#e0ac85', shirt: '#b71c1c', hair: 'short', hairColour: '#212121', extra: 'headband', accent: '#ffffff' },
};

export interface AvatarProps extends Omit<IconProps, 'id'> {
  /** Avatar id 1-10; any other id shows the default silhouette. */
  id: number;
}

/** One of the ten selectable avatars (SPEC.md section 2), drawn as a round portrait; unknown ids fall back. */
export function Avatar({ id, size = 48, ...props }: AvatarProps) {
  const clipId = useId();
  if (!isAvatarId(id)) {
    return (
      <Svg grid={48} look="art" size={size} data-avatar="default" {...props}>
        <circle cx="24" cy="24" r="24" fill="#cfd8dc" />
        <circle cx="24" cy="19" r="8" fill="#78909c" />
        <path d="M9 42c2-8 8-12 15-12s13 4 15 12a24 24 0 0 1-30 0z" fill="#78909c" />
      </Svg>
    );
  }
  const look = LOOKS[id];
  return (
    <Svg grid={48} look="art" size={size} data-avatar={id} {...props}>
      <clipPath id={clipId}>
        <circle cx="24" cy="24" r="24" />
      </clipPath>
      <g clipPath={`url(#${clipId})`}>
        <rect width="48" height="48" fill={look.background} />
        {hairBack(look.hair, look.hairColour)}
        <path d="M7 48c1-9 8-14 17-14s16 5 17 14z" fill={look.shirt} />
        <rect x="20.5" y="28" width="7" height="7" fill={look.skin} />
        <ellipse cx="24" cy="21" rx="9" ry="10" fill={look.skin} />
        {FACE}
        {hairFront(look.hair, look.hairColour)}
        {extraPart(look.extra, look.accent)}
      </g>
    </Svg>
  );
}
