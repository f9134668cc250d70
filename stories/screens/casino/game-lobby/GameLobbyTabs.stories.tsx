import preview from '../../../../.storybook/preview';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { GameLobby } from '@/features/casino/game-lobby/components/GameLobby';
import { rememberRecentGame } from '@/features/casino/game-lobby/recent-games-store';
import { getEnterGameUrl } from '@/shared/api/generated/main/game/game';
import { loadAgentLineConfig } from '@/shared/config/agent-lines';
import type { Canvas, PlayContext } from '../../../support/play';
import { signedIn } from '../../../support/screen';
import { text } from '../../../support/text';
import { casinoScreenAt, selectedTab, typeTabs } from '../casino-story';

const meta = preview.meta({
  title: 'Screens/Casino/GameLobby/Tabs and search',
  component: GameLobby,
  ...casinoScreenAt('/'),
});

const location = async (canvas: Canvas) => new URL((await canvas.findByTestId('router-location')).textContent ?? '', 'http://app');

const EVOLUTION = { key: '1001102002:', gameId: 1001102002, typeId: 1001102, name: 'Evolution Baccarat', provider: 'Casino trực tiếp', lobbyCode: 'EVO_LIVE' };
const PP_GAME = { key: '1001104001:PP_0001', gameId: 1001104001, typeId: 1001104, name: 'Rồng Hoang Dã', provider: 'PP Nổ hũ', lobbyCode: 'PP_SLOT', gameCode: 'PP_0001' };

/**
 * The main line lists sports first, and sports holds only the C-sport entry: the lobby opens on the first casino
 * type instead. The sports tab stays, and its C-sport tile goes where the tab bar's sports tab goes.
 */
export const OpensOnFirstCasinoType = meta.story({
  beforeEach: async () => {
    await loadAgentLineConfig('lotus.example');
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await selectedTab(canvas)).toHaveTextContent('Nổ hũ');
    const tabs = await typeTabs(canvas);
    await expect(tabs.getAllByRole('tab')[0]).toHaveTextContent('Thể thao');
    await userEvent.click(tabs.getByRole('tab', { name: 'Thể thao' }));
    await userEvent.click(await canvas.findByRole('button', { name: /C-Sports/ }));
    await expect((await location(canvas)).pathname).toBe('/sports');
  },
});

/** A device that has played opens on "recently played", newest first; the way back from a game names that tab. */
export const RecentlyPlayed = meta.story({
  beforeEach: () => {
    signedIn('lotus888')();
    rememberRecentGame(PP_GAME);
    rememberRecentGame(EVOLUTION);
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await selectedTab(canvas)).toHaveTextContent(text('casino:recent'));
    const list = await canvas.findByRole('list', { name: text('casino:recent') });
    await expect(within(list).getAllByRole('button').map((tile) => tile.textContent)).toEqual([
      expect.stringContaining('Evolution Baccarat'),
      expect.stringContaining('Rồng Hoang Dã'),
    ]);
    await userEvent.click(within(list).getByRole('button', { name: /Evolution Baccarat/ }));
    const at = await location(canvas);
    await expect(at.pathname).toBe('/webview');
    await expect(at.searchParams.get('redirect')).toBe('/?lobby=recent');
  },
});

/** Without recent games there is no such tab. */
export const NoRecentTab = meta.story({
  play: async ({ canvas }) => {
    await expect(await selectedTab(canvas)).toHaveTextContent('Nổ hũ');
    await expect((await typeTabs(canvas)).queryByRole('tab', { name: text('casino:recent') })).toBeNull();
  },
});

/** Two quick taps on a tile while the game is being opened: one jump, one /webview. */
export const DoubleTapOpensOnce = meta.story({
  beforeEach: signedIn('lotus888'),
  play: async ({ canvas, userEvent, msw }) => {
    let jumps = 0;
    msw.use(
      http.post(`*${getEnterGameUrl()}`, async () => {
        jumps += 1;
        await delay(500);
        return HttpResponse.json({ code: 200, msg: 'success', data: { url: 'https://games.lotus.example/demo', lobbyCode: 'EVO_LIVE' } });
      }),
    );
    await userEvent.click((await typeTabs(canvas)).getByRole('tab', { name: 'Casino trực tiếp' }));
    const tile = await canvas.findByRole('button', { name: /Evolution Baccarat/ });
    await userEvent.dblClick(tile);
    await expect(await canvas.findByText(text('casino:opening'))).toBeVisible();
    await userEvent.click(tile);
    const at = await location(canvas);
    await expect(at.pathname).toBe('/webview');
    await expect(at.searchParams.get('lobbyCode')).toBe('EVO_LIVE');
    await expect(jumps).toBe(1);
  },
});

/** Searching in each language: games by provider found, nothing found says so and clears back to every game. */
const searchIn = (locale: 'vi' | 'en' | 'zh-cn') => ({
  globals: { locale },
  play: async ({ canvas, userEvent }: PlayContext) => {
    const field = await canvas.findByRole('textbox');
    await expect(field).toHaveAttribute('placeholder', text('casino:search.placeholder'));
    const list = await canvas.findByRole('list', { name: /.+/ });
    const all = (await within(list).findAllByRole('button')).length;
    await userEvent.type(field, 'pg');
    await waitFor(() => expect(canvas.getByText(/\d+/, { selector: 'p' })).toBeVisible());
    for (const tile of within(canvas.getByRole('list')).getAllByRole('button')) await expect(tile).toHaveTextContent(/PG/);
    await userEvent.clear(field);
    await userEvent.type(field, 'zzz');
    await expect(await canvas.findByText(text('casino:noResults', { query: 'zzz' }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('casino:search.clear') }));
    await expect(field).toHaveValue('');
    await waitFor(() => expect(within(canvas.getByRole('list')).getAllByRole('button')).toHaveLength(all));
  },
});

export const SearchVietnamese = meta.story(searchIn('vi'));
export const SearchEnglish = meta.story(searchIn('en'));
export const SearchChinese = meta.story(searchIn('zh-cn'));
