import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { InfiniteData } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { server, useScenario } from '@mocks/node';
import { ensureSeeded } from '@mocks/seed';
import { liveSocket } from '@mocks/socket/ws-handler';
import type { ClientMessage, ServerMessage } from '@/shared/api/generated/socket/messages';
import type { MatchPage, MatchRecord } from '@/shared/api/generated/sports/model';
import { getGetMatchListUrl } from '@/shared/api/generated/sports/match/match';
import { i18n } from '@/shared/i18n';
import { formatOdds } from '@/shared/lib/odds';
import { GOAL_SOUND_FILES } from '@/shared/live/goal-sound';
import { LiveConnectionState } from '@/shared/live/LiveConnectionState';
import { getLiveSocket, LIVE_SOCKET_TIMING } from '@/shared/live/live-socket';
import { clearToken } from '@/shared/session/token-store';
import { setUserSettings } from '@/shared/settings/user-settings';
import { toggleFollowedMatch } from '@/shared/sports/followed-matches';
import { mainMarkets } from '@/shared/ui/match-card/main-markets';
import { LIVE_REFETCH, sportsKeys } from '@/shared/sports/sports-queries';
import { prepareRender, renderApp } from '../setup/render-app';
import { countRequests, stopRecording } from '../support/requests';
import { signIn } from '../support/session';
import { recordToasts, stopToastRecorders } from '../support/toasts';

/**
 * The live-data layer in the running app (SPEC.md sections 4, 7 and 9 "Live-data socket"): the real route tree in
 * jsdom, the mock backend's socket through MSW's ws link, and faked timers for the 3 s start delay and the
 * reconnect rules. The home screen's live matches are the cached list the pushes patch.
 */

/** What the mock server saw: connections opened and closed, and every frame the app sent. */
function watchServer() {
  const seen = { opened: 0, closed: 0, frames: [] as ClientMessage[] };
  server.use(
    liveSocket.addEventListener('connection', ({ client }) => {
      seen.opened += 1;
      client.addEventListener('message', (event) => seen.frames.push(JSON.parse(String(event.data)) as ClientMessage));
      client.addEventListener('close', () => {
        seen.closed += 1;
      });
    }),
  );
  return seen;
}

/** Moves the faked clock on and lets the sockets, requests and renders it started finish. */
async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

/**
 * Retries the assertion, letting real work (chunks, socket events, requests) run between tries, and moving the faked
 * clock on by a few milliseconds (React Query tells its observers on a 0 ms timeout, mock answers take a few ms);
 * 5 s of real time at most.
 */
async function until(assertion: () => void, timeoutMs = 5000) {
  const started = performance.now();
  for (;;) {
    try {
      assertion();
      return;
    } catch (error) {
      if (performance.now() - started > timeoutMs) throw error;
      await act(async () => {
        await new Promise((resolve) => setImmediate(resolve));
        if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(STEP_MS);
      });
    }
  }
}

/** How far the faked clock moves between two tries of an assertion. */
const STEP_MS = 5;

const played: string[] = [];

/** The home screen with its live matches listed; returns the cached first match shown. */
async function renderHome() {
  const view = await renderApp('/', 'en');
  await i18n.loadNamespaces(['live', 'home', 'sports']);
  await until(() => expect(liveCards().length).toBeGreaterThan(0), 10_000);
  const [entry] = view.queryClient.getQueriesData<MatchPage>({ queryKey: sportsKeys.matchLists });
  const match = entry?.[1]?.records[0];
  if (!match) throw new Error('The home screen lists no live match');
  return { ...view, match };
}

/**
 * The home screen as a guest. Its timeouts and intervals are faked once it is up (the app's first render waits on
 * real timeouts), so the test sets the socket's clock.
 */
async function openHome() {
  const home = await renderHome();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  return home;
}

/** The home screen's live rail: one card per match, a link to its detail showing the teams and the score. */
function liveCards(): HTMLElement[] {
  return screen.queryAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/match-detail/'));
}

function cardOf(match: MatchRecord): HTMLElement {
  const card = liveCards().find((link) => link.getAttribute('href') === `/match-detail/${match.id}`);
  if (!card) throw new Error(`No live card for match ${match.id}`);
  expect(card).toHaveTextContent(`${match.ts[0]?.na}`);
  expect(card).toHaveTextContent(`${match.ts[1]?.na}`);
  return card;
}

/** Logs in and waits out the start delay until the socket is connected. */
async function logInAndConnect() {
  act(() => {
    signIn('lotus888');
  });
  await advance(LIVE_SOCKET_TIMING.startDelayMs);
  await until(() => expect(getLiveSocket().state.get()).toBe('connected'));
}

const broadcast = (message: ServerMessage) => act(() => liveSocket.broadcast(JSON.stringify(message)));

const goal = (match: MatchRecord, score: [number, number]): ServerMessage => ({
  businessType: 'goal',
  fbId: String(match.id),
  businessContent: { matchId: match.id, sportId: match.sid, side: 1, score, time: Date.now() },
});

// The shell loads the live layer lazily at login; loaded here once, it mounts at once instead of after the faked
// start delay (a real chunk load takes real time, which the faked clock does not wait for).
beforeAll(() => import('@/shared/live/LiveDataService'));

beforeEach(async () => {
  await ensureSeeded();
  played.length = 0;
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    played.push(this.src);
    return Promise.resolve();
  });
  // A screen showing live data creates the app's socket; from here it follows the session.
  getLiveSocket();
});

afterEach(() => {
  act(() => clearToken());
  stopToastRecorders();
  stopRecording();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('connection', { timeout: 20_000 }, () => {
  it('connects 3 s after login and subscribes the followed matches', async () => {
    const seen = watchServer();
    const { match } = await openHome();
    toggleFollowedMatch(match.sid, match.id);

    act(() => {
      signIn('lotus888');
    });
    await advance(LIVE_SOCKET_TIMING.startDelayMs - 1);
    expect(seen.opened).toBe(0);
    expect(getLiveSocket().state.get()).toBe('idle');

    await advance(1);
    await until(() => expect(getLiveSocket().state.get()).toBe('connected'));
    expect(seen.opened).toBe(1);
    await until(() =>
      expect(seen.frames).toContainEqual({ businessType: 'matchGoalInfo', businessContent: { source: 'connect' }, fbId: String(match.id) }),
    );

    await advance(LIVE_SOCKET_TIMING.pingIntervalMs);
    await until(() => expect(seen.frames).toContainEqual({ businessType: 'ping', businessContent: '' }));
  });

  it('closes on logout and does not reconnect', async () => {
    const seen = watchServer();
    await openHome();
    await logInAndConnect();

    act(() => clearToken());
    await until(() => expect(seen.closed).toBe(1));
    expect(getLiveSocket().state.get()).toBe('idle');

    await advance(LIVE_SOCKET_TIMING.reconnectDelayMs * (LIVE_SOCKET_TIMING.maxReconnectAttempts + 1));
    expect(seen.opened).toBe(1);
    expect(getLiveSocket().state.get()).toBe('idle');
  });
});

describe('connection state', { timeout: 20_000 }, () => {
  it('socket-drops: reconnecting once the server closes the socket, offline after 3 refused attempts, retry tries again', async () => {
    useScenario('socket-drops');
    await prepareRender('en');
    await i18n.loadNamespaces(['live', 'layout']);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    render(
      <I18nextProvider i18n={i18n}>
        <LiveConnectionState />
      </I18nextProvider>,
    );
    const line = () => screen.getByRole('status');
    const retry = () => screen.queryByRole('button', { name: i18n.t('live:connection.retry') });
    expect(line()).toHaveTextContent(i18n.t('live:connection.autoRefresh'));

    await logInAndConnect();
    expect(line()).toHaveTextContent(i18n.t('live:connection.connected'));

    await advance(2000);
    await until(() => expect(line()).toHaveTextContent(i18n.t('live:connection.reconnecting')));
    for (let attempt = 1; attempt <= LIVE_SOCKET_TIMING.maxReconnectAttempts; attempt += 1) {
      await advance(LIVE_SOCKET_TIMING.reconnectDelayMs);
      await until(() => expect(getLiveSocket().state.get()).not.toBe('connecting'));
    }
    await until(() => expect(line()).toHaveTextContent(i18n.t('live:connection.offline')));
    expect(retry()).toBeInTheDocument();

    act(() => {
      fireEvent.click(retry()!);
    });
    await until(() => expect(line()).not.toHaveTextContent(i18n.t('live:connection.offline')));
    expect(retry()).toBeNull();
  });
});

describe('polling', { timeout: 20_000 }, () => {
  // Only the intervals are faked, from the start: the refetch interval is set when the list first shows.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });

  it('a guest polls the live matches', async () => {
    await renderHome();
    const lists = countRequests(server, getGetMatchListUrl());
    await advance(LIVE_REFETCH.guestMatches / 2);
    expect(lists()).toBe(0);
    await advance(LIVE_REFETCH.guestMatches / 2);
    await until(() => expect(lists()).toBe(1));
    await advance(LIVE_REFETCH.guestMatches);
    await until(() => expect(lists()).toBe(2));
  });

  it('a logged-in player, fed by the socket, only gets the slow safety refetch', async () => {
    signIn('lotus888');
    await renderHome();
    const lists = countRequests(server, getGetMatchListUrl());
    await advance(LIVE_REFETCH.guestMatches * 3);
    expect(lists()).toBe(0);
    await advance(LIVE_REFETCH.memberSafety - LIVE_REFETCH.guestMatches * 3);
    await until(() => expect(lists()).toBe(1));
  });
});

describe('pushes', { timeout: 20_000 }, () => {
  it('an odds push changes the odds on screen without fetching the list again', async () => {
    // The sports list shows the odds (the home rail shows teams and score only).
    const view = await renderApp('/sports', 'en');
    await i18n.loadNamespaces(['live', 'sports']);
    let row: HTMLElement | undefined;
    await until(() => {
      row = document.querySelector<HTMLElement>('article[data-match-row]') ?? undefined;
      expect(row).toBeDefined();
    }, 10_000);
    const id = Number(row?.dataset.matchRow);
    // The list keeps its pages as infinite data under the match-list key root.
    const match = view.queryClient
      .getQueriesData<InfiniteData<MatchPage> | MatchPage>({ queryKey: sportsKeys.matchLists })
      .flatMap(([, data]) => (data && 'pages' in data ? data.pages : data ? [data] : []))
      .flatMap((page) => page?.records ?? [])
      .find((record) => record.id === id);
    const main = match ? mainMarkets(match)[0] : undefined;
    if (!match || !main) throw new Error('The sports list shows no match with odds');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    await logInAndConnect();
    const lists = countRequests(server, getGetMatchListUrl());
    const [first] = main.market.op;
    const moved = first!.od > 0 && first!.od < 3 ? 3.33 : 1.44;

    const push: ServerMessage = {
      businessType: 'oddsChange',
      fbId: String(match.id),
      businessContent: { matchId: match.id, markets: [{ mid: main.market.id, ss: 1, op: [{ ty: first!.ty, od: moved }] }] },
    };
    broadcast(push);

    // The pushed option's own button (first column = the first main market, buttons in the order of its options):
    // the new odds with the movement marker beside them, which stays for 2 s, so the text is read as it contains.
    const optionButton = () => {
      const row = document.querySelector<HTMLElement>(`article[data-match-row="${match.id}"]`)!;
      const [column] = within(row).getAllByRole('group');
      return within(column!).getAllByRole('button')[0]!;
    };
    await until(() => expect(optionButton()).toHaveTextContent(formatOdds(moved, 1)!));
    const direction = moved > first!.od ? 'up' : 'down';
    expect(within(optionButton()).getByRole('img', { name: i18n.t(`sports:selection.${direction}`) })).toBeInTheDocument();
    expect(lists()).toBe(0);
  });
});

describe('goal alerts', { timeout: 20_000 }, () => {
  it('a goal in a followed match plays the chosen sound, shows a toast with the teams and score, and updates the score', async () => {
    const { match } = await openHome();
    toggleFollowedMatch(match.sid, match.id);
    setUserSettings({ pushTongStatus: 0, pushTong: 2 });
    await logInAndConnect();
    const toasts = recordToasts();

    broadcast(goal(match, [4, 3]));

    await until(() => expect(played).toHaveLength(1));
    expect(played[0]).toMatch(new RegExp(`/${GOAL_SOUND_FILES[2]}$`));
    const [home, away] = match.ts.map((team) => team.na);
    expect(toasts.shown.map((toast) => toast.message)).toEqual([
      i18n.t('live:goal.toast', { scorer: home, home, away, homeScore: 4, awayScore: 3 }),
    ]);
    await until(() => expect(within(cardOf(match)).getByText('4')).toBeInTheDocument());
    expect(within(cardOf(match)).getByText('3')).toBeInTheDocument();
  });

  it('the cheer plays when it is the chosen sound', async () => {
    const { match } = await openHome();
    toggleFollowedMatch(match.sid, match.id);
    await logInAndConnect();

    broadcast(goal(match, [1, 0]));
    await until(() => expect(played).toHaveLength(1));
    expect(played[0]).toMatch(new RegExp(`/${GOAL_SOUND_FILES[1]}$`));
  });

  it('stays silent for a match not followed, with goal sounds off, and after logout', async () => {
    const { match } = await openHome();
    await logInAndConnect();
    const toasts = recordToasts();

    const homeScore = (score: number) => within(cardOf(match)).getByText(String(score));

    broadcast(goal(match, [5, 0]));
    await until(() => expect(homeScore(5)).toBeInTheDocument());

    toggleFollowedMatch(match.sid, match.id);
    setUserSettings({ pushTongStatus: 1 });
    broadcast(goal(match, [6, 0]));
    await until(() => expect(homeScore(6)).toBeInTheDocument());

    setUserSettings({ pushTongStatus: 0 });
    act(() => clearToken());
    await until(() => expect(getLiveSocket().state.get()).toBe('idle'));
    broadcast(goal(match, [7, 0]));
    await advance(0);

    // The first two goals reached the app (they are on screen) without a sound or a toast; the third, after
    // logout, did not reach it at all.
    expect(homeScore(6)).toBeInTheDocument();
    expect(played).toEqual([]);
    expect(toasts.shown).toEqual([]);
  });
});
