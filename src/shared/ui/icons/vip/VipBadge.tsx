import { Svg, type IconProps } from '../Svg';
import { vipLook } from './vip-tiers';

export interface VipBadgeProps extends IconProps {
  /** VIP level 0-11; values outside the range are clamped. */
  level: number;
}

/** The shield badge of a VIP level, coloured by tier, with the level number and its step pips. */
export function VipBadge({ level, size = 48, ...props }: VipBadgeProps) {
  const look = vipLook(level);
  const pipXs = Array.from({ length: look.pips }, (_, i) => 24 + (i - (look.pips - 1) / 2) * 6);
  return (
    <Svg grid={48} look="art" size={size} data-vip-level={look.level} data-tier={look.tier} {...props}>
      <path d="M24 3l17 6v12c0 11-7.3 19.6-17 24C14.3 40.6 7 32 7 21V9z" fill={look.base} />
      <path d="M24 6.6l14 5v9.4c0 9.2-5.9 16.5-14 20.4-8.1-3.9-14-11.2-14-20.4v-9.4z" fill="none" stroke={look.rim} strokeWidth="1.6" />
      {look.tier === 'diamond' ? <path d="M19 11h10l3 3.5-8 7.5-8-7.5z" fill={look.rim} /> : null}
      {pipXs.map((x) => (
        <circle key={x} cx={x} cy="14" r="2" fill={look.rim} />
      ))}
      <text x="24" y="34" textAnchor="middle" fontSize="15" fontWeight="700" fill="#ffffff" fontFamily="system-ui, sans-serif">
        {look.level}
      </text>
    </Svg>
  );
}
