import { useTranslation } from 'react-i18next';
import type { MatchRecord } from '@/shared/api/generated/sports/model';
import { LiveConnectionState } from '@/shared/live/LiveConnectionState';
import { MarketBoard } from '@/features/sportsbook/match-detail/components/MarketBoard';
import { MatchPage } from '@/features/sportsbook/match-detail/components/MatchPage';
import { useMatchRef } from '@/features/sportsbook/match-detail/hooks/use-match-ref';
import { OutrightHeader } from '../components/OutrightHeader';

function Outright({ match }: { match: MatchRecord }) {
  const ref = useMatchRef(match);
  return (
    <>
      <OutrightHeader match={match} />
      <LiveConnectionState />
      <MarketBoard match={match} matchRef={ref} />
    </>
  );
}

/**
 * /champions-detail/:id: an outright (match ty 1) with every contender and its odds, favourite first, as bet
 * selections. A normal match opens as /match-detail/:id.
 */
export function ChampionsDetailScreen() {
  const { t } = useTranslation('match-detail');
  return (
    <MatchPage outright loadingLabel={t('outright.loading')} errorMessage={t('outright.loadFailed')}>
      {(match) => <Outright match={match} />}
    </MatchPage>
  );
}
