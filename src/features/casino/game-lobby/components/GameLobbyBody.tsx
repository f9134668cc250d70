import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { Empty } from '@/shared/ui/empty/Empty';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import { Tabs } from '@/shared/ui/tabs/Tabs';
import { GameEntryStatus } from '@/features/casino/game-entry/components/GameEntryStatus';
import { GameSearch } from './GameSearch';
import { RecentGames } from './RecentGames';
import { TypeGamesPanel } from './TypeGamesPanel';
import { useLobbyScreen } from '../hooks/use-lobby-screen';
import { LOBBY_TAB_PARAM, lobbyTab, RECENT_TAB } from '../lib/lobby-tabs';
import type { LobbyGame } from '../lib/lobby-games';
import { useRecentGames } from '../recent-games-store';
import styles from './GameLobby.module.css';

/** Tiles a type shows in the home lobby before "Show more"; its full list is on /game. */
export const HOME_PAGE_SIZE = 12;

/**
 * The game lobby of the home screen: the game types as tabs in the agent line's order, led by "recently played"
 * once this device has played a game, the selected type's games and a search over them. It opens on the recent
 * games, else on the first casino type (never on the sports type, whose one entry opens the sportsbook). The
 * selected tab is kept in the address (?lobby=), so coming back from a game returns to it.
 */
export function GameLobbyBody() {
  const { t } = useTranslation('casino');
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const { query, all, types, line, entry, search, setSearch } = useLobbyScreen();
  const recent = useRecentGames();
  const tab = lobbyTab(types, params.get(LOBBY_TAB_PARAM), recent.length > 0);
  const tabKey = tab === RECENT_TAB ? RECENT_TAB : String(tab?.id ?? '');

  const withTab = (key: string) => {
    const next = new URLSearchParams(params);
    next.set(LOBBY_TAB_PARAM, key);
    return next;
  };
  const selectTab = (key: string) => setParams(withTab(key), { replace: true, preventScrollReset: true });
  // The game and the login page come back to this tab, even when the address did not name it yet.
  const open = (game: LobbyGame) => entry.open(game, `${location.pathname}?${withTab(tabKey).toString()}`);

  const tabs = [
    ...(recent.length > 0 ? [{ key: RECENT_TAB, label: t('recent') }] : []),
    ...types.map((item) => ({ key: String(item.id), label: item.name })),
  ];

  return (
    <section className={styles.lobby} aria-labelledby="casino-lobby" data-section="game-lobby">
      <h2 id="casino-lobby" className={styles.heading}>
        {t('lobby')}
      </h2>
      <QueryGate queries={[query]} keepLoaded loadingLabel={t('typesLoading')} errorMessage={t('typesFailed')} rows={3}>
        {() =>
          !tab ? (
            <Empty message={t('noTypes')} />
          ) : (
            <Tabs items={tabs} label={t('types')} value={tabKey} onChange={selectTab}>
              <div className={styles.panel}>
                {tab === RECENT_TAB ? (
                  <RecentGames games={recent} types={all} onOpen={open} pageSize={HOME_PAGE_SIZE} />
                ) : (
                  <>
                    <GameSearch value={search} onChange={setSearch} typeName={tab.name} />
                    <TypeGamesPanel
                      type={tab}
                      types={all}
                      line={line.name ?? ''}
                      onOpen={open}
                      search={search}
                      onClearSearch={() => setSearch('')}
                      pageSize={HOME_PAGE_SIZE}
                      seeAll
                    />
                  </>
                )}
              </div>
            </Tabs>
          )
        }
      </QueryGate>
      <GameEntryStatus entry={entry} />
    </section>
  );
}
