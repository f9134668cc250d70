import { useTranslation } from 'react-i18next';
import { correctScoreGrid } from '../market-layout';
import type { MarketBodyProps } from './match-ref';
import { MarketSelection } from './MarketSelection';
import styles from './Markets.module.css';

/** Correct-score lines as a grid: home wins, draws and away wins in three columns, other scores below. */
export function CorrectScoreMarket({ match, group, marketName, state }: MarketBodyProps) {
  const { t } = useTranslation('match-detail');
  return (
    <>
      {group.mks.map((market) => {
        const grid = correctScoreGrid(market.op);
        const shared = { match, group, market, marketName, state };
        const columns = [
          { key: 'home', title: t('correctScore.win', { team: match.home }), cells: grid.home },
          { key: 'draw', title: t('correctScore.draw'), cells: grid.draw },
          { key: 'away', title: t('correctScore.win', { team: match.away }), cells: grid.away },
        ];
        return (
          <div key={market.id} className={styles.scoreGrid}>
            <div className={styles.scoreColumns}>
              {columns.map((column) => (
                <div key={column.key} role="group" aria-label={column.title} className={styles.scoreColumn}>
                  <p className={styles.scoreHeading} aria-hidden="true">
                    {column.title}
                  </p>
                  <ul className={styles.scoreCells}>
                    {column.cells.map((cell) => (
                      <li key={cell.option.ty}>
                        <MarketSelection {...shared} option={cell.option} label={`${cell.home}-${cell.away}`} layout="cell" />
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
            {grid.other.length > 0 ? (
              <ul className={styles.scoreOther} aria-label={t('correctScore.other')}>
                {grid.other.map((option) => (
                  <li key={option.ty}>
                    <MarketSelection {...shared} option={option} layout="row" />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        );
      })}
    </>
  );
}
