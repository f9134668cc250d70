import preview from '../../../../.storybook/preview';
import { expect, waitFor, within } from 'storybook/test';
import { GameScreen, GAME_PAGE_SIZE } from '@/features/casino/game-lobby/screens/GameScreen';
import { loadAgentLineConfig } from '@/shared/config/agent-lines';
import { scenario } from '../../../support/mock-backend';
import type { Canvas } from '../../../support/play';
import { signedIn } from '../../../support/screen';
import { text } from '../../../support/text';
import { casinoScreenAt, FIRST_LOAD, selectedTab } from '../casino-story';

const meta = preview.meta({
  title: 'Screens/Casino/GameLobby/GameScreen',
  component: GameScreen,
  ...casinoScreenAt('/game'),
});

const slotList = (canvas: Canvas) => canvas.findByRole('list', { name: text('casino:gamesOf', { type: 'Nổ hũ' }) }, FIRST_LOAD);
const providers = (canvas: Canvas) => within(canvas.getByRole('group', { name: text('casino:filter.providers') }));

/** /game without a type opens on the first casino type of the line, not on sports and its one entry. */
export const OpensOnFirstCasinoType = meta.story({
  beforeEach: async () => {
    await loadAgentLineConfig('lotus.example');
  },
  play: async ({ canvas }) => {
    await expect(await selectedTab(canvas)).toHaveTextContent('Nổ hũ');
  },
});

/** Slots a page at a time, narrowed to one provider and to the hot games. */
export const ProvidersFiltersAndPaging = meta.story({
  parameters: { route: { path: '/game', url: '/game?type=1001104' } },
  play: async ({ canvas, userEvent }) => {
    let list = await slotList(canvas);
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(GAME_PAGE_SIZE));
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(text('casino:showMore', { count: 0 }).split('(')[0]!.trim()) }));
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(2 * GAME_PAGE_SIZE));

    await userEvent.click(providers(canvas).getByRole('button', { name: 'PG Nổ hũ' }));
    await expect(providers(canvas).getByRole('button', { name: 'PG Nổ hũ' })).toHaveAttribute('aria-pressed', 'true');
    list = await slotList(canvas);
    await waitFor(() => {
      const tiles = within(list).getAllByRole('button');
      expect(tiles).toHaveLength(GAME_PAGE_SIZE);
      for (const tile of tiles) expect(tile).toHaveTextContent('PG Nổ hũ');
    });

    await userEvent.click(within(canvas.getByRole('group', { name: text('casino:filter.kind') })).getByRole('button', { name: text('casino:filter.slotType.1') }));
    await waitFor(async () => {
      const tiles = within(await slotList(canvas)).getAllByRole('button');
      expect(tiles.length).toBeGreaterThan(0);
      for (const tile of tiles) expect(within(tile).getByTestId('tile-badge')).toHaveTextContent(text('casino:badge.hot'));
    });
  },
});

/** A whole type under maintenance: its window above the tiles, and a tap shows the window instead of the game. */
export const TypeUnderMaintenance = meta.story({
  beforeEach: signedIn('lotus888'),
  parameters: { route: { path: '/game', url: '/game?type=1001105' }, msw: { handlers: scenario('lobby-maintenance') } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(/Bắn cá/, { selector: '[role="status"]' }, FIRST_LOAD)).toBeVisible();
    const list = await canvas.findByRole('list', { name: text('casino:gamesOf', { type: 'Bắn cá' }) });
    const first = within(list).getAllByRole('button')[0]!;
    await expect(within(first).getByText(text('casino:badge.maintenance'))).toBeVisible();
    await userEvent.click(first);
    await expect(await canvas.findByRole('alertdialog')).toBeVisible();
    await expect(canvas.queryByTestId('router-location')).toBeNull();
  },
});
