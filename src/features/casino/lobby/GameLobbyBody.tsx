import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Empty } from '@/shared/ui/empty/Empty';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import { Tabs } from '@/shared/ui/tabs/Tabs';
import { GameEntryStatus } from '../components/GameEntryStatus';
import { GameSearch } from '../components/GameSearch';
import { RecentGames } from '../components/RecentGames';
import { TypeGamesPanel } from '../components/TypeGamesPanel';
import { useLobbyScreen } from '../hooks/use-lobby-screen';
import { LOBBY_TAB_PARAM, selectedType } from '../lib/lobby-games';
import styles from './GameLobby.module.css';

/** Tiles a type shows in the home lobby before "Show more"; its full list is on /game. */
export const HOME_PAGE_SIZE = 12;

/**
 * The game lobby of the home screen: the game types as tabs in the agent line's order, the selected type's games,
 * a search over them and the games played last on this device. The selected tab is kept in the address (?lobby=),
 * so coming back from a game returns to it.
 */
export function GameLobbyBody() {
  const { t } = useTranslation('casino');
  const [params, setParams] = useSearchParams();
  const { query, all, types, line, entry, search, setSearch } = useLobbyScreen();
  const type = selectedType(types, params.get(LOBBY_TAB_PARAM));

  const selectTab = (key: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(LOBBY_TAB_PARAM, key);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <section className={styles.lobby} aria-labelledby="casino-lobby" data-section="game-lobby">
      <h2 id="casino-lobby" className={styles.heading}>
        {t('lobby')}
      </h2>
      <QueryGate queries={[query]} keepLoaded loadingLabel={t('typesLoading')} errorMessage={t('typesFailed')} rows={3}>
        {() =>
          !type ? (
            <Empty message={t('noTypes')} />
          ) : (
            <>
              <RecentGames types={all} onOpen={entry.open} />
              <Tabs items={types.map((item) => ({ key: String(item.id), label: item.name }))} label={t('types')} value={String(type.id)} onChange={selectTab}>
                <div className={styles.panel}>
                  <GameSearch value={search} onChange={setSearch} typeName={type.name} />
                  <TypeGamesPanel type={type} types={all} line={line.name ?? ''} onOpen={entry.open} search={search} pageSize={HOME_PAGE_SIZE} seeAll />
                </div>
              </Tabs>
            </>
          )
        }
      </QueryGate>
      <GameEntryStatus entry={entry} />
    </section>
  );
}
