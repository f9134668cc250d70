import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Empty } from '@/shared/ui/empty/Empty';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import { Tabs } from '@/shared/ui/tabs/Tabs';
import { GameEntryStatus } from '@/features/casino/game-entry/components/GameEntryStatus';
import { GameFilters } from '../components/GameFilters';
import { GameSearch } from '../components/GameSearch';
import { TypeGamesPanel } from '../components/TypeGamesPanel';
import { useLobbyScreen } from '../hooks/use-lobby-screen';
import { readGameFilters, typeFromParams, usesSlotList, type GameFilterState } from '../lib/lobby-games';
import styles from './GameScreen.module.css';

/** Tiles per page on the full lobby. */
export const GAME_PAGE_SIZE = 24;

/**
 * /game: the full lobby of one game type (?type=), with the slot platforms (?provider=) and the slot list's filter
 * (?filter= all, hot, new, jackpot) for the slot type, a search, and the games a page at a time.
 */
export function GameScreen() {
  const { t } = useTranslation('casino');
  const [params, setParams] = useSearchParams();
  const { query, all, types, line, entry, search, setSearch } = useLobbyScreen();
  const type = typeFromParams(types, params);
  const filters = readGameFilters(params, type);

  const update = (change: Partial<Record<keyof GameFilterState | 'type' | 'gameTypeId' | 'lobbyCode', string | null>>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(change)) {
          if (value === null || value === undefined) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  };

  return (
    <div className={styles.screen} data-screen="game">
      <QueryGate queries={[query]} keepLoaded loadingLabel={t('typesLoading')} errorMessage={t('typesFailed')} className={styles.state}>
        {() =>
          !type ? (
            <Empty message={t('noTypes')} />
          ) : (
            <Tabs
              items={types.map((item) => ({ key: String(item.id), label: item.name }))}
              label={t('types')}
              value={String(type.id)}
              onChange={(key) => update({ type: key, gameTypeId: null, lobbyCode: null, provider: null, filter: null })}
            >
              <div className={styles.panel}>
                {usesSlotList(type.id) ? <GameFilters type={type} filters={filters} onChange={update} /> : null}
                <GameSearch value={search} onChange={setSearch} typeName={type.name} />
                <TypeGamesPanel
                  type={type}
                  types={all}
                  line={line.name ?? ''}
                  onOpen={entry.open}
                  search={search}
                  onClearSearch={() => setSearch('')}
                  pageSize={GAME_PAGE_SIZE}
                  slotType={filters.filter}
                  platformId={filters.provider}
                />
              </div>
            </Tabs>
          )
        }
      </QueryGate>
      <GameEntryStatus entry={entry} />
    </div>
  );
}
