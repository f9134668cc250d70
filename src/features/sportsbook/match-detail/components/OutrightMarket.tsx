import { useTranslation } from 'react-i18next';
import { outrightOrder } from '../market-layout';
import type { MarketBodyProps } from './match-ref';
import { MarketSelection } from './MarketSelection';
import styles from './Markets.module.css';

/** Every contender of an outright with its odds, favourite first. */
export function OutrightMarket({ match, group, marketName, state }: MarketBodyProps) {
  const { t } = useTranslation('match-detail');
  return (
    <>
      {group.mks.map((market) => (
        <ol key={market.id} className={styles.contenders} aria-label={t('outright.contenders')}>
          {outrightOrder(market.op).map((option) => (
            <li key={option.ty}>
              <MarketSelection {...{ match, group, market, option, marketName, state }} layout="row" />
            </li>
          ))}
        </ol>
      ))}
    </>
  );
}
