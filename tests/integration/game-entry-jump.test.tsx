import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { server, useScenario } from '@mocks/node';
import { LEAVE_SETTLE_MS } from '@/features/casino/game-entry/hooks/use-collect-on-leave';
import { decodeWebviewUrl } from '@/features/casino/game-entry/lib/webview-url';
import { getCollectGameFundsUrl, getEnterGameUrl } from '@/shared/api/generated/main/game/game';
import { clearToken } from '@/shared/session/token-store';
import { openApp, SLOW, t } from '../support/app';
import { recordBodies, stopRecording } from '../support/requests';

const LIVE_TYPE = 1001102;
const EVOLUTION = 1001102002;

afterEach(async () => {
  // A game left open collects its wallet shortly after it goes: let that happen (as a guest) before the next test.
  cleanup();
  clearToken();
  await new Promise((resolve) => setTimeout(resolve, LEAVE_SETTLE_MS + 50));
  stopRecording();
});

/** The tile of a game on the open lobby, by its name. */
async function tile(name: string): Promise<HTMLElement> {
  const list = await screen.findByRole('list', { name: /live casino/i }, { timeout: 25_000 });
  return within(list).getByRole('button', { name: new RegExp(name) });
}

describe('entering a game from /game', { timeout: 30_000 }, () => {
  it('a guest is sent to log in, with the way back to the same lobby', async () => {
    const jumps = recordBodies(server, getEnterGameUrl());
    const { router } = await openApp(`/game?type=${LIVE_TYPE}`, { namespaces: ['casino'] });
    fireEvent.click(await tile('Evolution Baccarat'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), SLOW);
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(`/game?type=${LIVE_TYPE}`);
    expect(jumps).toHaveLength(0);
  });

  it('a member enters once however often the tile is tapped, and lands on /webview with the game', async () => {
    const jumps = recordBodies(server, getEnterGameUrl());
    const { router } = await openApp(`/game?type=${LIVE_TYPE}`, { as: 'lotus888', namespaces: ['casino'] });
    const evolution = await tile('Evolution Baccarat');
    act(() => {
      fireEvent.click(evolution);
      fireEvent.click(evolution);
      fireEvent.click(evolution);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/webview'), SLOW);
    expect(jumps).toEqual([expect.objectContaining({ gameId: EVOLUTION, lobbyCode: 'EVO_LIVE' })]);
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('title')).toBe('Evolution Baccarat');
    expect(query.get('lobbyCode')).toBe('EVO_LIVE');
    expect(query.get('redirect')).toBe(`/game?type=${LIVE_TYPE}`);
    expect(decodeWebviewUrl(query.get('url'))).toMatch(/^https?:\/\//);
    expect(await screen.findByTitle('Evolution Baccarat', undefined, SLOW)).toHaveProperty('tagName', 'IFRAME');
  });

  it('leaving the game collects its game wallet, silently', async () => {
    const collects = recordBodies(server, getCollectGameFundsUrl());
    const { router } = await openApp(`/game?type=${LIVE_TYPE}`, { as: 'lotus888', namespaces: ['casino'] });
    fireEvent.click(await tile('Evolution Baccarat'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/webview'), SLOW);
    expect(collects).toHaveLength(0);
    await act(() => router.navigate(-1));
    await waitFor(() => expect(collects).toEqual([{ lobbyCode: 'EVO_LIVE' }]), SLOW);
    expect(router.state.location.search).toBe(`?type=${LIVE_TYPE}`);
  });

  it('a game inside its maintenance window shows the window and sends nothing', async () => {
    useScenario('lobby-maintenance');
    const jumps = recordBodies(server, getEnterGameUrl());
    const { router } = await openApp(`/game?type=${LIVE_TYPE}`, { as: 'lotus888', namespaces: ['casino'] });
    const evolution = await tile('Evolution Baccarat');
    expect(within(evolution).getByText(t('casino:badge.maintenance'))).toBeInTheDocument();
    fireEvent.click(evolution);
    const dialog = await screen.findByRole('alertdialog', { name: t('casino:maintenance.title', { name: 'Evolution Baccarat' }) }, SLOW);
    expect(dialog).toHaveTextContent(/\d{2}-\d{2} \d{2}:\d{2}.*\d{2}-\d{2} \d{2}:\d{2}/);
    fireEvent.click(within(dialog).getByRole('button', { name: t('casino:maintenance.ok') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/game');
    expect(jumps).toHaveLength(0);
  });
});
