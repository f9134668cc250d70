import type { CSSProperties, ReactNode } from 'react';
import type { AnimationId } from '../lib/animations';
import styles from './AnimationStage.module.css';

/**
 * The artwork of each demo animation (160 x 100 grid). Every part's resting style is its final frame, so with
 * animations switched off (reduced motion) the stage shows a meaningful still.
 */

const COINS = [
  { x: 22, delay: 0 },
  { x: 48, delay: 0.18 },
  { x: 74, delay: 0.06 },
  { x: 98, delay: 0.26 },
  { x: 122, delay: 0.12 },
  { x: 140, delay: 0.32 },
  { x: 60, delay: 0.4 },
];

function GoalCelebration() {
  return (
    <>
      <g className={styles.net} fill="none" stroke="var(--color-text-muted)" strokeWidth="1.2">
        <path d="M92 80V22h56v58" strokeWidth="3" stroke="var(--color-text)" />
        <path d="M92 36h56M92 50h56M92 64h56M106 22v58M120 22v58M134 22v58" />
      </g>
      <path d="M8 82h148" stroke="var(--color-brand)" strokeWidth="3" />
      <g className={styles.ball}>
        <circle cx="118" cy="58" r="9" fill="#ffffff" stroke="#16211d" strokeWidth="1.5" />
        <path d="M118 53.5l3.8 2.8-1.5 4.4h-4.6l-1.5-4.4z" fill="#16211d" />
      </g>
      <g className={styles.burst} stroke="#f5b400" strokeWidth="3" strokeLinecap="round">
        <path d="M120 14v-8M138 20l6-6M102 20l-6-6M150 36h8M90 36h-8" />
      </g>
    </>
  );
}

function CoinRain() {
  return (
    <>
      <path d="M8 90h144" stroke="var(--color-border)" strokeWidth="2" />
      {COINS.map((coin) => (
        <g key={coin.x} className={styles.coin} style={{ '--delay': coin.delay } as CSSProperties}>
          <circle cx={coin.x} cy="78" r="10" fill="#f5b400" stroke="#a86f00" strokeWidth="2" />
          <circle cx={coin.x} cy="78" r="5.5" fill="none" stroke="#a86f00" strokeWidth="1.5" />
        </g>
      ))}
    </>
  );
}

function BetPlacedTick() {
  return (
    <g className={styles.tick} fill="none" strokeLinecap="round" strokeLinejoin="round">
      <circle className={styles.tickRing} cx="80" cy="50" r="32" stroke="var(--color-success)" strokeWidth="6" pathLength={100} />
      <path className={styles.tickMark} d="M64 51l11 11 21-23" stroke="var(--color-success)" strokeWidth="7" pathLength={100} />
    </g>
  );
}

export const ANIMATION_ART: Record<AnimationId, () => ReactNode> = {
  goal: GoalCelebration,
  coins: CoinRain,
  betPlaced: BetPlacedTick,
};
