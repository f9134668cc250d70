import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketGroup } from '@/shared/api/generated/sports/model';
import { useSportsTexts } from '@/shared/sports/sports-texts';
import { layoutOf, MARKET_OPEN, type BettingState } from '../market-layout';
import { CorrectScoreMarket } from './CorrectScoreMarket';
import { marketNameOf } from './market-names';
import type { MatchRef } from './match-ref';
import { MarketLines } from './MarketLines';
import styles from './Markets.module.css';
import { OutrightMarket } from './OutrightMarket';

interface MarketGroupCardProps {
  match: MatchRef;
  group: MarketGroup;
  state: BettingState;
}

const BODIES = { lines: MarketLines, 'correct-score': CorrectScoreMarket, outright: OutrightMarket } as const;

/**
 * One market group: its name (tap to fold it away), a "suspended" mark when none of its lines is open, and its
 * lines drawn the way the market reads (rows of selections, a correct-score grid or an outright list). Memoised: a
 * live push redraws only the groups whose lines it changed.
 */
export const MarketGroupCard = memo(function MarketGroupCard({ match, group, state }: MarketGroupCardProps) {
  const { t } = useTranslation('match-detail');
  const texts = useSportsTexts();
  const [open, setOpen] = useState(true);
  const bodyId = useId();
  const marketName = marketNameOf(group, texts);
  const suspended = state === 'open' && group.mks.every((market) => market.ss !== MARKET_OPEN);
  const Body = BODIES[layoutOf(group, match.ty)];

  return (
    <section className={styles.group} data-mty={group.mty}>
      <h2 className={styles.groupTitle}>
        <button type="button" className={styles.groupToggle} aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
          <span className={styles.groupName}>{marketName}</span>
          {suspended ? <span className={styles.suspended}>{t('markets.suspended')}</span> : null}
          <span className={styles.chevron} data-open={open} aria-hidden="true" />
        </button>
      </h2>
      <div id={bodyId} hidden={!open}>
        {open ? <Body match={match} group={group} marketName={marketName} state={state} /> : null}
      </div>
    </section>
  );
});
