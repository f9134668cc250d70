import type { TurntablePrize } from '@/shared/api/generated/main/model';
import { sectorBounds } from '../lib/wheel-angle';
import { prizeMark } from '../lib/prize-mark';
import styles from './lucky-wheel.module.css';

const SIZE = 300;
const CENTER = SIZE / 2;
const RADIUS = 146;
const COLOURS = ['#0f7a5c', '#f4c542', '#1e5fa8', '#e8563f', '#7a3fb0', '#25a6a0'];

const point = (angle: number, radius: number) => {
  const radians = ((angle - 90) * Math.PI) / 180;
  return [CENTER + radius * Math.cos(radians), CENTER + radius * Math.sin(radians)] as const;
};

function sectorPath(start: number, end: number): string {
  if (end - start >= 360) return `M${CENTER} ${CENTER - RADIUS}A${RADIUS} ${RADIUS} 0 1 1 ${CENTER - 0.01} ${CENTER - RADIUS}Z`;
  const [x1, y1] = point(start, RADIUS);
  const [x2, y2] = point(end, RADIUS);
  return `M${CENTER} ${CENTER}L${x1} ${y1}A${RADIUS} ${RADIUS} 0 ${end - start > 180 ? 1 : 0} 1 ${x2} ${y2}Z`;
}

/** A colour per sector; a wheel with an odd count keeps its first and last sectors apart. */
function colourOf(index: number, count: number): string {
  const colour = COLOURS[index % COLOURS.length]!;
  return index === count - 1 && index % COLOURS.length === 0 && count > 1 ? COLOURS[2]! : colour;
}

interface WheelDialProps {
  prizes: readonly TurntablePrize[];
  /** The wheel's angle in degrees (clockwise). */
  angle: number;
  /** Turns smoothly to a new angle (off with reduced motion: the wheel stands at its stop at once). */
  animate: boolean;
  spinMs: number;
  onStopped: () => void;
}

/**
 * The wheel: one sector per prize clockwise from the top with the prize's short mark (the full names are listed
 * beside it), under a fixed pointer. Decorative for assistive technology: the result is announced in text.
 */
export function WheelDial({ prizes, angle, animate, spinMs, onStopped }: WheelDialProps) {
  const bounds = sectorBounds(prizes.length);
  return (
    <div className={styles.dial} aria-hidden="true">
      <div
        className={styles.rotor}
        style={{ transform: `rotate(${angle}deg)`, transition: animate ? `transform ${spinMs}ms cubic-bezier(0.17, 0.67, 0.16, 1)` : 'none' }}
        onTransitionEnd={onStopped}
        data-angle={angle}
      >
        <svg viewBox={`0 0 ${SIZE} ${SIZE}`} width="100%" height="100%">
          <circle cx={CENTER} cy={CENTER} r={RADIUS + 3} fill="#f4c542" />
          {prizes.map((prize, index) => {
            const [start, end] = bounds[index]!;
            const middle = (start + end) / 2;
            const [x, y] = point(middle, RADIUS * 0.66);
            const dark = colourOf(index, prizes.length) !== '#f4c542';
            return (
              <g key={prize.id}>
                <path d={sectorPath(start, end)} fill={colourOf(index, prizes.length)} stroke="#fff" strokeWidth={1.5} />
                <text
                  x={x}
                  y={y}
                  transform={`rotate(${middle} ${x} ${y})`}
                  textAnchor="middle"
                  dominantBaseline="middle"
                  className={styles.mark}
                  fill={dark ? '#fff' : '#3a2a00'}
                  fontSize={prizes.length > 10 ? 13 : 15}
                >
                  {prizeMark(prize)}
                </text>
              </g>
            );
          })}
          <circle cx={CENTER} cy={CENTER} r={22} fill="#fff" stroke="#f4c542" strokeWidth={5} />
        </svg>
      </div>
      <span className={styles.pointer} />
    </div>
  );
}
