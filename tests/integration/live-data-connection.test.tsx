import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server, useScenario } from '@mocks/node';
import { getGetMatchListUrl } from '@/shared/api/generated/sports/match/match';
import { i18n } from '@/shared/i18n';
import { LiveConnectionState } from '@/shared/live/LiveConnectionState';
import { getLiveSocket, LIVE_SOCKET_TIMING } from '@/shared/live/live-socket';
import { clearToken } from '@/shared/session/token-store';
import { toggleFollowedMatch } from '@/shared/sports/followed-matches';
import { LIVE_REFETCH } from '@/shared/sports/sports-queries';
import { prepareRender } from '../support/render-app';
import { countRequests } from '../support/requests';
import { signIn } from '../support/session';
import { advance, until } from '../support/waits';
import { LIVE, logInAndConnect, openHome, renderHome, useLiveDataSetup, watchServer } from './live-data-support';

/** The live socket in the running app: when it connects and closes, the state it shows, and polling without it. */

useLiveDataSetup();

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
    await until(() => expect(getLiveSocket().state.get()).toBe('connected'), LIVE);
    expect(seen.opened).toBe(1);
    await until(() =>
      expect(seen.frames).toContainEqual({ businessType: 'matchGoalInfo', businessContent: { source: 'connect' }, fbId: String(match.id) }),
      LIVE,
    );

    await advance(LIVE_SOCKET_TIMING.pingIntervalMs);
    await until(() => expect(seen.frames).toContainEqual({ businessType: 'ping', businessContent: '' }), LIVE);
  });

  it('closes on logout and does not reconnect', async () => {
    const seen = watchServer();
    await openHome();
    await logInAndConnect();

    act(() => clearToken());
    await until(() => expect(seen.closed).toBe(1), LIVE);
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
    await until(() => expect(line()).toHaveTextContent(i18n.t('live:connection.reconnecting')), LIVE);
    for (let attempt = 1; attempt <= LIVE_SOCKET_TIMING.maxReconnectAttempts; attempt += 1) {
      await advance(LIVE_SOCKET_TIMING.reconnectDelayMs);
      await until(() => expect(getLiveSocket().state.get()).not.toBe('connecting'), LIVE);
    }
    await until(() => expect(line()).toHaveTextContent(i18n.t('live:connection.offline')), LIVE);
    expect(retry()).toBeInTheDocument();

    act(() => {
      fireEvent.click(retry()!);
    });
    await until(() => expect(line()).not.toHaveTextContent(i18n.t('live:connection.offline')), LIVE);
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
    await until(() => expect(lists()).toBe(1), LIVE);
    await advance(LIVE_REFETCH.guestMatches);
    await until(() => expect(lists()).toBe(2), LIVE);
  });

  it('a logged-in player, fed by the socket, only gets the slow safety refetch', async () => {
    signIn('lotus888');
    await renderHome();
    const lists = countRequests(server, getGetMatchListUrl());
    await advance(LIVE_REFETCH.guestMatches * 3);
    expect(lists()).toBe(0);
    await advance(LIVE_REFETCH.memberSafety - LIVE_REFETCH.guestMatches * 3);
    await until(() => expect(lists()).toBe(1), LIVE);
  });
});
