// What the live-data test files share: the home screen with its live rail, the mock socket's view of the app, goal
// messages, and the hooks (SPEC.md sections 4, 7 and 9 "Live-data socket").
import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { server } from '@mocks/node';
import { ensureSeeded } from '@mocks/seed';
import { liveSocket } from '@mocks/socket/ws-handler';
import type { ClientMessage, ServerMessage } from '@/shared/api/generated/socket/messages';
import type { MatchPage, MatchRecord } from '@/shared/api/generated/sports/model';
import { i18n } from '@/shared/i18n';
import { getLiveSocket, LIVE_SOCKET_TIMING } from '@/shared/live/live-socket';
import { clearToken } from '@/shared/session/token-store';
import { sportsKeys } from '@/shared/sports/sports-queries';
import { toggleFollowedMatch } from '@/shared/sports/followed-matches';
import { renderApp } from '../support/render-app';
import { stopRecording } from '../support/requests';
import { signIn } from '../support/session';
import { stopToastRecorders } from '../support/toasts';
import { advance, until, type UntilOptions } from '../support/waits';

/**
 * How the live tests wait: setTimeout is faked, and React Query tells its observers on a 0 ms timeout and the mock
 * answers in a few ms, so the clock moves 5 ms between two tries.
 */
export const LIVE: UntilOptions = { stepMs: 5 };

/** What the mock server saw: connections opened and closed, and every frame the app sent. */
export function watchServer() {
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

/** The goal sounds the page played (HTMLMediaElement.play is stubbed). */
export const played: string[] = [];

/** The home screen with its live matches listed; returns the cached first match shown. */
export async function renderHome() {
  const view = await renderApp('/', 'en');
  await i18n.loadNamespaces(['live', 'home', 'sports']);
  await until(() => expect(liveCards().length).toBeGreaterThan(0), LIVE);
  const [entry] = view.queryClient.getQueriesData<MatchPage>({ queryKey: sportsKeys.matchLists });
  const match = entry?.[1]?.records[0];
  if (!match) throw new Error('The home screen lists no live match');
  return { ...view, match };
}

/**
 * The home screen as a guest. Its timeouts and intervals are faked once it is up (the app's first render waits on
 * real timeouts), so the test sets the socket's clock.
 */
export async function openHome() {
  const home = await renderHome();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  return home;
}

/** The home screen's live rail: one card per match, a link to its detail showing the teams and the score. */
export function liveCards(): HTMLElement[] {
  return screen.queryAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/match-detail/'));
}

export function cardOf(match: MatchRecord): HTMLElement {
  const card = liveCards().find((link) => link.getAttribute('href') === `/match-detail/${match.id}`);
  if (!card) throw new Error(`No live card for match ${match.id}`);
  expect(card).toHaveTextContent(`${match.ts[0]?.na}`);
  expect(card).toHaveTextContent(`${match.ts[1]?.na}`);
  return card;
}

/** Logs in and waits out the start delay until the socket is connected. */
export async function logInAndConnect() {
  act(() => {
    signIn('lotus888');
  });
  await advance(LIVE_SOCKET_TIMING.startDelayMs);
  await until(() => expect(getLiveSocket().state.get()).toBe('connected'), LIVE);
}

/**
 * A match id that no screen lists. Followed, only the live layer (mounted lazily at login) subscribes it, so its
 * subscription frame shows that the layer is mounted and its push handlers are attached: a push sent before that
 * would reach no handler.
 */
const PROBE_MATCH_ID = 1;

/** Logs in, connects, and waits until the shell's live layer listens to the socket. */
export async function logInAndListen() {
  const seen = watchServer();
  toggleFollowedMatch(1, PROBE_MATCH_ID);
  await logInAndConnect();
  const probed = () => seen.frames.some((frame) => frame.businessType === 'matchGoalInfo' && String(frame.fbId).split(',').includes(String(PROBE_MATCH_ID)));
  await until(() => expect(probed()).toBe(true), LIVE);
  toggleFollowedMatch(1, PROBE_MATCH_ID);
}

export const broadcast = (message: ServerMessage) => act(() => liveSocket.broadcast(JSON.stringify(message)));

export const goal = (match: MatchRecord, score: [number, number]): ServerMessage => ({
  businessType: 'goal',
  fbId: String(match.id),
  businessContent: { matchId: match.id, sportId: match.sid, side: 1, score, time: Date.now() },
});

/** The hooks every live-data test file runs: the live layer loaded, the seed, the stubbed sound, the clean-up. */
export function useLiveDataSetup(): void {
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
}
