import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MatchRecord } from '@/shared/api/generated/sports/model';
import { Empty } from '@/shared/ui/empty/Empty';
import { Tabs } from '@/shared/ui/tabs/Tabs';
import { bettingState, groupsOfTab, marketTabs } from '../market-layout';
import type { MatchRef } from './match-ref';
import { MarketGroupCard } from './MarketGroupCard';
import styles from './Markets.module.css';

interface MarketBoardProps {
  match: MatchRecord;
  matchRef: MatchRef;
}

/**
 * Every market of the match, under tabs made from the market tags (popular, handicap & O/U, goals, ...). A paused
 * match keeps its markets on screen, locked; a closed one says so and shows none.
 */
export function MarketBoard({ match, matchRef }: MarketBoardProps) {
  const { t } = useTranslation('match-detail');
  const state = bettingState(match);
  const tabs = useMemo(() => marketTabs(match), [match]);
  const [chosen, setChosen] = useState<string | null>(null);
  const tab = chosen !== null && tabs.includes(chosen) ? chosen : (tabs[0] ?? '');

  if (state === 'closed') return <p className={styles.notice} role="status">{t('markets.closed')}</p>;

  const list = (key: string) => {
    const groups = groupsOfTab(match.mg, key);
    if (groups.length === 0) return <Empty icon="inbox" message={t('markets.empty')} />;
    return (
      <div className={styles.groups}>
        {groups.map((group, index) => (
          <MarketGroupCard key={`${group.mty}:${group.pe ?? ''}:${group.mks[0]?.id ?? index}`} match={matchRef} group={group} state={state} />
        ))}
      </div>
    );
  };

  return (
    <div className={styles.board}>
      {state === 'paused' ? <p className={styles.notice} role="status">{t('markets.paused')}</p> : null}
      {tabs.length > 1 ? (
        <Tabs
          className={styles.tabs}
          label={t('markets.tabs')}
          items={tabs.map((key) => ({ key, label: t(`tab.${key}`) }))}
          value={tab}
          onChange={setChosen}
        >
          {list}
        </Tabs>
      ) : (
        list(tab)
      )}
    </div>
  );
}
