import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useRef, type ComponentType } from 'react';
import { useToken } from '@/shared/session/use-session';
import { BrandHeader } from '@/shared/ui/brand';
import { useNearViewport } from '@/shared/ui/image/use-near-viewport';
import { PullToRefresh } from '@/shared/ui/pull-to-refresh/PullToRefresh';
import { DownloadBar } from './DownloadBar';
import { GuestStrip } from './GuestStrip';
import { HomeBanners } from './HomeBanners';
import { HomeNotices } from './HomeNotices';
import { HomeShortcuts } from './HomeShortcuts';
import styles from './home.module.css';
import { MemberStrip } from './MemberStrip';

// Below the fold: loaded after the first screen, each in the space it will take.
const LiveRail = lazy(async () => ({ default: (await import('./LiveRail')).LiveRail }));

/** How close to the screen the lobby's place must come before its code and game lists load. */
const LOBBY_MARGIN = '120px';

/**
 * The game lobby, loaded when its place is about to be seen (or at once when the URL opens a lobby tab): its code and
 * its game lists never compete with the first screen.
 */
function LobbyWhenNear({ Lobby }: { Lobby: ComponentType }) {
  const slot = useRef<HTMLDivElement>(null);
  const linked = new URLSearchParams(window.location.search).has('lobby');
  const near = useNearViewport(slot, !linked, LOBBY_MARGIN);
  const placeholder = <div ref={slot} className={styles.lobbySlot} aria-hidden="true" data-testid="lobby-slot" />;
  if (!near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Lobby />
    </Suspense>
  );
}

/**
 * The home screen's sections, top to bottom, under the brand header; the game lobby (GameLobby of the casino feature)
 * is composed in by the app through the route (routes.tsx). Pulling down (or the refresh button keyboard users get)
 * reloads every section on screen at once; each section shows its own loading, empty and failed state.
 */
export function HomeBody({ Lobby }: { Lobby?: ComponentType }) {
  const token = useToken();
  const client = useQueryClient();
  const refresh = useCallback(() => client.refetchQueries({ type: 'active' }), [client]);

  return (
    <>
      <BrandHeader />
      <PullToRefresh onRefresh={refresh}>
        <div className={styles.page} data-testid="home">
          <HomeBanners />
          <HomeNotices />
          {token ? <MemberStrip token={token} /> : <GuestStrip />}
          <DownloadBar />
          <HomeShortcuts />
          <Suspense fallback={<div className={styles.liveSlot} aria-hidden="true" />}>
            <LiveRail />
          </Suspense>
          {Lobby ? <LobbyWhenNear Lobby={Lobby} /> : null}
        </div>
      </PullToRefresh>
    </>
  );
}
