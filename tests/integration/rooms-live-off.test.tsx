import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useScenario } from '@mocks/node';
import { clearToken } from '@/shared/session/token-store';
import { renderApp } from '../support/render-app';
import { SLOW } from '../support/app';
import { signIn } from '../support/session';

// The first render of a file loads every chunk of the shell through the transform pipeline; allow for it.
vi.setConfig({ testTimeout: 30_000 });

/** Every live route, as a player could type or follow it. */
const LIVE_ROUTES = ['/live', '/live/LiveList', '/live/MatchList', '/live/Information', '/live-page?id=7001', '/anchor', '/anchor-infor/301', '/allmasterslist', '/masterdetail/501', '/planList/501', '/plandetail/80001', '/entertainmentLive', '/sub-game/9001'];

type Router = Awaited<ReturnType<typeof renderApp>>['router'];

/** Opens each live route in the running app and says where each one ended up. */
async function landings(router: Router): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const path of LIVE_ROUTES) {
    await act(async () => {
      await router.navigate(path);
    });
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'), SLOW);
    out[path] = router.state.location.pathname;
  }
  return out;
}

describe('live streams switched off (SPEC.md section 6: liveManageStatus 1)', () => {
  it('sends a member and a guest home from every live route (live-off)', async () => {
    useScenario('live-off');
    const home = Object.fromEntries(LIVE_ROUTES.map((path) => [path, '/']));
    signIn('lotus888');
    const member = await renderApp('/sports');
    await waitFor(() => expect(member.router.state.initialized).toBe(true), SLOW);
    expect(await landings(member.router)).toEqual(home);
    clearToken();
    expect(await landings(member.router)).toEqual(home);
  });

  it('lets the same routes open when the live feature is on', async () => {
    const { router } = await renderApp('/sports');
    await waitFor(() => expect(router.state.initialized).toBe(true), SLOW);
    const landed = await landings(router);
    expect(Object.values(landed).every((pathname) => pathname !== '/')).toBe(true);
    expect(landed['/live']).toBe('/live/LiveList');
  });
});
