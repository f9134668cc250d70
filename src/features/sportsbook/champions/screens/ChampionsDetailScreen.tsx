import { useTranslation } from 'react-i18next';
import { MatchPage } from '@/features/sportsbook/match-detail/components/MatchPage';
import { OutrightHeader } from '../components/OutrightHeader';

/**
 * /champions-detail/:id: an outright (match ty 1) with every contender and its odds, favourite first, as bet
 * selections. A normal match opens as /match-detail/:id.
 */
export function ChampionsDetailScreen() {
  const { t } = useTranslation('match-detail');
  return (
    <MatchPage
      outright
      loadingLabel={t('outright.loading')}
      errorMessage={t('outright.loadFailed')}
      head={(match) => <OutrightHeader match={match} />}
    />
  );
}
