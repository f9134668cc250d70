import preview from '../../../../.storybook/preview';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { db } from '@mocks/db';
import { ensureSeeded } from '@mocks/seed';
import { GameLobby } from '@/features/casino/game-lobby/components/GameLobby';
import { HOME_PAGE_SIZE } from '@/features/casino/game-lobby/components/GameLobbyBody';
import { getGetGameTypeListUrl } from '@/shared/api/generated/main/game/game';
import { getGetSlotGameListUrl } from '@/shared/api/generated/main/home/home';
import { loadAgentLineConfig } from '@/shared/config/agent-lines';
import { sortByLobby } from '@/shared/game-types/lib/game-type-rules';
import { networkDown, neverAnswer, scenario } from '../../../support/mock-backend';
import type { Canvas, PlayContext } from '../../../support/play';
import { signedIn } from '../../../support/screen';
import { text } from '../../../support/text';
import { casinoScreenAt } from '../casino-story';

const meta = preview.meta({
  title: 'Screens/Casino/GameLobby/GameLobby',
  component: GameLobby,
  ...casinoScreenAt('/'),
});

/** The names of the seeded game types that have games, in the order of `lobbySort` (server order when null). */
async function expectedTabs(lobbySort: readonly number[] | null): Promise<string[]> {
  await ensureSeeded();
  return sortByLobby(db.gameTypes.all(), lobbySort)
    .filter((type) => type.gameList.length > 0)
    .map((type) => type.name);
}

const tabNames = async (canvas: Canvas) =>
  (await within(await canvas.findByRole('tablist', { name: text('casino:types') })).findAllByRole('tab')).map((tab) => tab.textContent);

/** The agent line of `host` (SPEC.md section 6): the tabs follow its lobbySort. */
const onLine = (host: string, lobbySort: readonly number[] | null) => ({
  beforeEach: async () => {
    await loadAgentLineConfig(host);
  },
  play: async ({ canvas }: PlayContext) => {
    await waitFor(async () => expect(await tabNames(canvas)).toEqual(await expectedTabs(lobbySort)));
  },
});

/** lotus.example: sports, slots, live casino, lottery, then the types the line does not name. */
export const MainLineOrder = meta.story(onLine('lotus.example', [1001101, 1001104, 1001102, 1001103]));
/** lotus-lite.example: slots first, then sports. */
export const LiteLineOrder = meta.story(onLine('lotus-lite.example', [1001104, 1001101]));
/** lotus-partner.example has no lobbySort: the server's order. */
export const PartnerLineOrder = meta.story(onLine('lotus-partner.example', null));
/** An unknown host takes the defaults: the server's order. */
export const DefaultOrder = meta.story(onLine('m.unknown-host.example', null));

/** A guest sees the slot tiles and is sent to log in when tapping one, with the way back to the lobby. */
export const Guest = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Nổ hũ' }));
    const list = await canvas.findByRole('list', { name: text('casino:gamesOf', { type: 'Nổ hũ' }) });
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(HOME_PAGE_SIZE));
    // A long list shows a page at a time.
    const more = new RegExp(text('casino:showMore', { count: 999 }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('999', '\\d+'));
    await userEvent.click(canvas.getByRole('button', { name: more }));
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(2 * HOME_PAGE_SIZE));
    const tiles = within(list).getAllByRole('button');
    await userEvent.click(tiles[0]!);
    const location = await canvas.findByTestId('router-location');
    await expect(location.textContent).toMatch(/^\/login\?/);
    await expect(new URLSearchParams(location.textContent?.split('?')[1] ?? '').get('redirect')).toBe('/?lobby=1001104');
  },
});

/** A member taps a live table: one jump, then /webview with the game's title and lobby code. */
export const Member = meta.story({
  beforeEach: signedIn('lotus888'),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Casino trực tiếp' }));
    await userEvent.click(await canvas.findByRole('button', { name: /Lotus Live/ }));
    const location = await canvas.findByTestId('router-location');
    const query = new URLSearchParams(location.textContent?.split('?')[1] ?? '');
    await expect(location.textContent).toMatch(/^\/webview\?/);
    await expect(query.get('lobbyCode')).toBe('LOTUS_LIVE');
    await expect(query.get('redirect')).toBe('/?lobby=1001102');
  },
});

/** The search finds games by name or provider, ignoring tones, and says when nothing matches. */
export const Search = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Casino trực tiếp' }));
    const field = await canvas.findByRole('textbox', { name: text('casino:search.label', { type: 'Casino trực tiếp' }) });
    await userEvent.type(field, 'baccarat');
    const list = await canvas.findByRole('list', { name: text('casino:gamesOf', { type: 'Casino trực tiếp' }) });
    await waitFor(() => expect(within(list).getAllByRole('button').map((tile) => tile.textContent)).toEqual([expect.stringMatching(/Baccarat/)]));
    await userEvent.clear(field);
    await userEvent.type(field, 'zzz');
    await expect(await canvas.findByText(text('casino:noResults', { query: 'zzz' }))).toBeVisible();
  },
});

/** Fishing and two games are under maintenance: badges, the type's window, and the window instead of the game. */
export const Maintenance = meta.story({
  beforeEach: signedIn('lotus888'),
  parameters: { msw: { handlers: scenario('lobby-maintenance') } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Casino trực tiếp' }));
    const evolution = await canvas.findByRole('button', { name: /Evolution Baccarat/ });
    await expect(within(evolution).getByText(text('casino:badge.maintenance'))).toBeVisible();
    await userEvent.click(evolution);
    const dialog = await canvas.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Evolution Baccarat');
    await userEvent.click(within(dialog).getByRole('button', { name: text('casino:maintenance.ok') }));
    await userEvent.click(canvas.getByRole('tab', { name: 'Bắn cá' }));
    await expect(await canvas.findByText(/Bắn cá/, { selector: '[role="status"]' })).toBeVisible();
    await expect(canvas.queryByTestId('router-location')).toBeNull();
  },
});

/** Nothing answered yet: a placeholder with a spoken label, no tabs. */
export const Loading = meta.story({
  parameters: { msw: { handlers: neverAnswer(getGetGameTypeListUrl()) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('casino:typesLoading'))).toBeInTheDocument();
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
});

/** The slot lists never answer: placeholder tiles under the tabs. */
export const GamesLoading = meta.story({
  parameters: { msw: { handlers: neverAnswer(getGetSlotGameListUrl()) } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Nổ hũ' }));
    await expect(await canvas.findByText(text('casino:gamesLoading'))).toBeInTheDocument();
  },
});

/** No game type has a game: the lobby says so. */
export const Empty = meta.story({
  parameters: { msw: { handlers: [http.get(`*${getGetGameTypeListUrl()}`, () => HttpResponse.json({ code: 200, msg: 'success', data: [] }))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('casino:noTypes'))).toBeVisible();
  },
});

/** The type list fails: a retry, which brings the tabs once the server answers. */
export const Error = meta.story({
  parameters: { msw: { handlers: networkDown(getGetGameTypeListUrl()) } },
  play: async ({ canvas, userEvent, msw }) => {
    await expect(await canvas.findByText(text('casino:typesFailed'))).toBeVisible();
    msw.resetHandlers();
    await userEvent.click(canvas.getByRole('button', { name: text('common:common.retry') }));
    await expect(await canvas.findByRole('tablist', { name: text('casino:types') })).toBeVisible();
  },
});

/** A slot list fails: the slot tab offers a retry. */
export const GamesError = meta.story({
  parameters: { msw: { handlers: networkDown(getGetSlotGameListUrl()) } },
  play: async ({ canvas, userEvent, msw }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Nổ hũ' }));
    await expect(await canvas.findByText(text('casino:gamesFailed'))).toBeVisible();
    msw.resetHandlers();
    await userEvent.click(canvas.getByRole('button', { name: text('common:common.retry') }));
    await expect(await canvas.findByRole('list', { name: text('casino:gamesOf', { type: 'Nổ hũ' }) })).toBeVisible();
  },
});
