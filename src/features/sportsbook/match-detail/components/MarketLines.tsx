import type { MarketBodyProps } from './match-ref';
import { MarketSelection } from './MarketSelection';
import styles from './Markets.module.css';

/** At most three selections side by side; more wrap onto the next row. */
const MAX_COLUMNS = 3;

/** One row of selections per line, main line first. */
export function MarketLines({ match, group, marketName, state }: MarketBodyProps) {
  return (
    <ul className={styles.lines}>
      {group.mks.map((market) => (
        <li
          key={market.id}
          className={styles.line}
          style={{ gridTemplateColumns: `repeat(${Math.min(Math.max(market.op.length, 1), MAX_COLUMNS)}, minmax(0, 1fr))` }}
        >
          {market.op.map((option) => (
            <MarketSelection key={option.ty} {...{ match, group, market, option, marketName, state }} layout="cell" />
          ))}
        </li>
      ))}
    </ul>
  );
}
