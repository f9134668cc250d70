import { useTranslation } from 'react-i18next';
import type { InviteRingPrize } from '@/shared/api/generated/main/model';
import { formatCompact } from '@/shared/lib/money';
import { slotAngle } from '../lib/ring-spin';
import styles from './referral-draw.module.css';

const SECTOR_COLOURS = ['#0f7a5c', '#f2b632', '#1e5fa8', '#c0392b'] as const;
const R = 100;

/** The point at `angle` degrees clockwise from the top on a circle of radius `r` around the centre (100, 100). */
const at = (angle: number, r: number) => {
  const radians = ((angle - 90) * Math.PI) / 180;
  return `${(100 + r * Math.cos(radians)).toFixed(2)} ${(100 + r * Math.sin(radians)).toFixed(2)}`;
};

export interface PrizeRingProps {
  prizes: readonly InviteRingPrize[];
  /** Degrees the wheel is turned clockwise. */
  rotation: number;
  /** No transition: the wheel jumps to its rotation (reduced motion, or before the first spin). */
  still: boolean;
  spinMs: number;
  onStopped: () => void;
}

/** The wheel of prizes under a fixed pointer; it turns to `rotation` and says when it has stopped. */
export function PrizeRing({ prizes, rotation, still, spinMs, onStopped }: PrizeRingProps) {
  const { t } = useTranslation('referral-draw');
  const step = 360 / Math.max(prizes.length, 1);
  return (
    <div className={styles.stage}>
      <svg
        className={`${styles.wheel} ${still ? styles.still : ''}`}
        style={{ transform: `rotate(${rotation}deg)`, ['--spin-ms' as string]: `${spinMs}ms` }}
        viewBox="0 0 200 200"
        role="img"
        aria-label={t('ring.label', { slots: prizes.length })}
        data-testid="prize-ring"
        data-rotation={rotation}
        onTransitionEnd={(event) => {
          if (event.propertyName === 'transform') onStopped();
        }}
      >
        {prizes.map((prize, index) => {
          const centre = slotAngle(index, prizes.length);
          const from = centre - step / 2;
          const to = centre + step / 2;
          return (
            <g key={prize.slot}>
              <path d={`M100 100 L${at(from, R)} A${R} ${R} 0 0 1 ${at(to, R)} Z`} fill={SECTOR_COLOURS[index % SECTOR_COLOURS.length]} stroke="#ffffff" strokeWidth="1.5" />
              <text
                x="100"
                y="28"
                transform={`rotate(${centre} 100 100)`}
                textAnchor="middle"
                fontSize="13"
                fontWeight="700"
                fill={index % SECTOR_COLOURS.length === 1 ? '#16211d' : '#ffffff'}
              >
                {formatCompact(prize.amount)}
              </text>
            </g>
          );
        })}
        <circle cx="100" cy="100" r="22" fill="#ffffff" stroke="#0a5c45" strokeWidth="4" />
      </svg>
      <svg className={styles.pointer} viewBox="0 0 28 30" aria-hidden="true" focusable="false">
        <path d="M14 30L2 4a3 3 0 0 1 3-4h18a3 3 0 0 1 3 4z" fill="#c62828" stroke="#ffffff" strokeWidth="2" />
      </svg>
    </div>
  );
}
