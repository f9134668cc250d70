import { Svg, type IconProps } from '../Svg';
import { vipLook } from './vip-tiers';

export interface VipLevelIconProps extends IconProps {
  /** VIP level 0-11; values outside the range are clamped. */
  level: number;
}

/** The level medal of the second VIP set: ribbon, crowned disc and the level number, coloured by tier. */
export function VipLevelIcon({ level, size = 48, ...props }: VipLevelIconProps) {
  const look = vipLook(level);
  return (
    <Svg grid={48} look="art" size={size} data-vip-level={look.level} data-tier={look.tier} {...props}>
      <path d="M15 29l-5 15 6.5-2.6 3.8 5.1L24 33zM33 29l5 15-6.5-2.6-3.8 5.1L24 33z" fill={look.rim} />
      <circle cx="24" cy="21" r="16" fill={look.base} />
      <circle cx="24" cy="21" r="13" fill="none" stroke={look.rim} strokeWidth="1.5" />
      {look.level > 0 ? <path d="M16.5 15.5l3 3 4.5-5.5 4.5 5.5 3-3-1.5 6h-12z" fill={look.rim} /> : null}
      <text x="24" y={look.level > 0 ? 32 : 27} textAnchor="middle" fontSize="12" fontWeight="700" fill="#ffffff" fontFamily="system-ui, sans-serif">
        {look.level}
      </text>
    </Svg>
  );
}
