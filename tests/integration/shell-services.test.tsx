import { act, cleanup, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { server, useScenario } from '@mocks/node';
import { ensureSeeded } from '@mocks/seed';
import ShellServices from '@/app/shell/services/ShellServicesBody';
import { getGetGameTypeListUrl } from '@/shared/api/generated/main/game/game';
import { getHeartbeatUrl } from '@/shared/api/generated/main/auth/auth';
import { getQuerySiteMaintenanceUrl } from '@/shared/api/generated/main/operation/operation';
import { useGameTypes } from '@/shared/game-types/use-game-types';
import { useLiveFeatureEnabled } from '@/app/shell/services/live-feature';
import { C_SPORT_GAME_ID } from '@/shared/game-types/lib/game-type-rules';
import { getInviteCode, getReferCode } from '@/shared/session/referral-codes';
import { clearToken } from '@/shared/session/token-store';
import { resetAppSettings, setTheme } from '@/shared/settings/app-settings';
import { renderRoutes } from '../support/render-app';
import { recordRequests, stopRecording } from '../support/requests';
import { signIn } from '../support/session';
import { advance, until } from '../support/waits';

/** Shows what the tab bar and screens read from the services. */
function Probe() {
  const { gameTypes, isGameUnderMaintenance } = useGameTypes();
  const live = useLiveFeatureEnabled();
  return (
    <output data-testid="probe">
      {JSON.stringify({ types: gameTypes.length, cSportMaintain: isGameUnderMaintenance(C_SPORT_GAME_ID), live })}
    </output>
  );
}

const probe = () => JSON.parse(screen.getByTestId('probe').textContent ?? '{}') as { types: number; cSportMaintain: boolean; live: boolean };

const count = (seen: Array<{ path: string }>, path: string) => seen.filter((entry) => entry.path === path).length;
const QUERY_DETAIL = getQuerySiteMaintenanceUrl();
const GAME_TYPES = getGetGameTypeListUrl();
const HEARTBEAT = getHeartbeatUrl();

function renderServices(path = '/') {
  return renderRoutes(
    [
      {
        element: (
          <>
            <ShellServices />
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: <Probe /> },
          { path: '/sports', element: <Probe /> },
          { path: '/500', element: <p>closed</p> },
        ],
      },
    ],
    path,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  resetAppSettings();
});

afterEach(() => {
  stopRecording();
  cleanup();
  clearToken();
  vi.useRealTimers();
});

// The seeded game type list: sports, slots, live casino, lottery and fishing (the lobby's types).
const SEEDED_GAME_TYPES = 5;

describe('site maintenance poll', () => {
  it("asks with point '1' on start and every 30 s, and stays while the site is open", async () => {
    const seen = recordRequests(server);
    const { router } = await renderServices('/sports');
    await until(() => expect(count(seen, QUERY_DETAIL)).toBe(1));
    expect(JSON.parse(seen.find((entry) => entry.path === QUERY_DETAIL)!.body)).toEqual({ point: '1' });
    await advance(29_999);
    expect(count(seen, QUERY_DETAIL)).toBe(1);
    await advance(1);
    await until(() => expect(count(seen, QUERY_DETAIL)).toBe(2));
    for (const expected of [3, 4]) {
      await advance(30_000);
      await until(() => expect(count(seen, QUERY_DETAIL)).toBe(expected));
    }
    expect(router.state.location.pathname).toBe('/sports');
    expect(screen.getByTestId('shell-status')).toBeEmptyDOMElement();
  });

  it('goes to /500 at start when the site is under maintenance, and announces it', async () => {
    useScenario('site-maintenance');
    const { router } = await renderServices('/sports');
    await until(() => expect(router.state.location.pathname).toBe('/500'));
    expect(await screen.findByText('closed')).toBeInTheDocument();
    await until(() => expect(screen.getByTestId('shell-status')).toHaveTextContent('The site is under maintenance'));
  });

  it('goes to /500 when a later check finds maintenance on', async () => {
    const seen = recordRequests(server);
    const { router } = await renderServices('/');
    await until(() => expect(count(seen, QUERY_DETAIL)).toBe(1));
    useScenario('site-maintenance');
    await advance(30_000);
    await until(() => expect(router.state.location.pathname).toBe('/500'));
  });

  it("stays when the point list does not include '1'", async () => {
    server.use(
      http.post(`*${QUERY_DETAIL}`, () => HttpResponse.json({ code: 200, msg: 'success', data: { status: '1', point: '2,3' } })),
    );
    const seen = recordRequests(server);
    const { router } = await renderServices('/sports');
    await until(() => expect(count(seen, QUERY_DETAIL)).toBe(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(router.state.location.pathname).toBe('/sports');
  });

  it("logs a failed check with console.warn and treats it as status '0'", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.post(`*${QUERY_DETAIL}`, () => HttpResponse.error()));
    const { router } = await renderServices('/sports');
    await until(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('maintenance check failed'), expect.anything()));
    expect(router.state.location.pathname).toBe('/sports');
  });
});

describe('game type list', () => {
  it('is fetched at start and refreshed every 180 s', async () => {
    const seen = recordRequests(server);
    await renderServices('/');
    await until(() => expect(probe().types).toBe(SEEDED_GAME_TYPES));
    expect(count(seen, GAME_TYPES)).toBe(1);
    await advance(179_000);
    expect(count(seen, GAME_TYPES)).toBe(1);
    await advance(1_000);
    await until(() => expect(count(seen, GAME_TYPES)).toBe(2));
    await advance(180_000);
    await until(() => expect(count(seen, GAME_TYPES)).toBe(3));
  });

  it('tells the tab bar when the C-sport game is under maintenance, and picks it up on the next refresh', async () => {
    await renderServices('/');
    await until(() => expect(probe().types).toBe(SEEDED_GAME_TYPES));
    expect(probe().cSportMaintain).toBe(false);
    useScenario('c-sport-maintenance');
    await advance(180_000);
    await until(() => expect(probe().cSportMaintain).toBe(true));
  });
});

describe('heartbeat', () => {
  it('runs every 5 minutes while logged in and stops on logout', async () => {
    signIn('lotus888');
    const seen = recordRequests(server);
    await renderServices('/');
    await advance(5 * 60_000);
    await until(() => expect(count(seen, HEARTBEAT)).toBe(1));
    act(() => clearToken());
    await advance(15 * 60_000);
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(count(seen, HEARTBEAT)).toBe(1);
  });

  it('stops when the services unmount', async () => {
    signIn('lotus888');
    const seen = recordRequests(server);
    const { unmount } = await renderServices('/');
    unmount();
    await advance(10 * 60_000);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(count(seen, HEARTBEAT)).toBe(0);
  });
});

describe('invite and referral codes', () => {
  it('are kept from the landing URL for the session', async () => {
    const { router } = await renderServices('/?i_code=INV42&referCode=REF7');
    await until(() => expect(getInviteCode()).toBe('INV42'));
    expect(getReferCode()).toBe('REF7');
    await act(() => router.navigate('/sports'));
    expect(getInviteCode()).toBe('INV42');
  });
});

describe('theme', () => {
  it('puts the stored theme on <html> and follows changes', async () => {
    localStorage.setItem('theme', 'dark');
    resetAppSettings();
    document.documentElement.dataset.theme = 'light';
    await renderServices('/');
    expect(document.documentElement.dataset.theme).toBe('dark');
    act(() => setTheme('light'));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
  });
});

describe('live feature flag', () => {
  it('is on for guests by default', async () => {
    await renderServices('/');
    await until(() => expect(probe().types).toBe(SEEDED_GAME_TYPES));
    expect(probe().live).toBe(true);
  });

  it("is hidden for guests when the maintenance config's sports config says liveManageStatus 1", async () => {
    server.use(
      http.post(`*${QUERY_DETAIL}`, () =>
        HttpResponse.json({ code: 200, msg: 'success', data: { status: '0', point: '', sportsConfig: { liveManageStatus: 1 } } }),
      ),
    );
    await renderServices('/');
    await until(() => expect(probe().live).toBe(false));
  });

  it("follows the member's liveManageStatus when logged in, not the guest config", async () => {
    await ensureSeeded();
    await db.members.update((q) => q.where({ userName: 'lotus888' }), {
      data(member) {
        member.liveManageStatus = 1;
      },
    });
    signIn('lotus888');
    await renderServices('/');
    await until(() => expect(probe().live).toBe(false));
    act(() => signIn('lockeddp01'));
    await until(() => expect(probe().live).toBe(true));
  });
});
