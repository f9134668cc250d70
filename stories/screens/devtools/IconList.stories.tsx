import preview from '../../../.storybook/preview';
import { expect, fn, waitFor, within } from 'storybook/test';
import { IconListScreen } from '@/features/devtools/screens/IconListScreen';
import { i18n } from '@/shared/i18n';
import { text } from '../../support/text';

const writeText = fn<(value: string) => Promise<void>>();

/** Replaces the page's clipboard for one story; the returned function puts the real one back. */
function stubClipboard(clipboard: Partial<Clipboard> | undefined): () => void {
  const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  return () => {
    if (original) Object.defineProperty(navigator, 'clipboard', original);
    else Reflect.deleteProperty(navigator, 'clipboard');
  };
}

const meta = preview.meta({
  title: 'Screens/Devtools/IconList',
  component: IconListScreen,
  parameters: { route: { path: '/icon-list' } },
  // The screen's namespaces are lazy bundles; load them so play functions can look up the expected words.
  beforeEach: async () => {
    await i18n.loadNamespaces(['devtools', 'icons']);
  },
});

const SET_KEYS = ['sport', 'vip', 'avatar', 'tab', 'ui'] as const;
const TOTAL = 16 * 2 + 1 + 12 + 12 + 10 + 1 + 10 + 25;

/** Every set with its heading, every icon drawn, the count says how many. */
export const AllIcons = meta.story({
  play: async ({ canvas }) => {
    await canvas.findByLabelText(text('devtools:iconList.search'));
    for (const set of SET_KEYS) {
      await expect(canvas.getByRole('region', { name: text(`devtools:iconList.sets.${set}`) })).toBeVisible();
    }
    const tiles = canvas.getAllByRole('button').filter((button) => button.dataset.tag);
    await expect(tiles).toHaveLength(TOTAL);
    await expect(canvas.getByTestId('icon-count')).toHaveTextContent(text('devtools:iconList.shown', { count: TOTAL }));
    // The lazily loaded sets arrive: every tile ends up with its drawing.
    await waitFor(() => expect(tiles.every((tile) => tile.querySelector('svg'))).toBe(true));
  },
});

/** A tap copies the component tag and confirms with common.copySuccess. */
export const CopySuccess = meta.story({
  beforeEach: () => {
    writeText.mockReset();
    writeText.mockResolvedValue(undefined);
    return stubClipboard({ writeText });
  },
  play: async ({ canvas, userEvent }) => {
    const sports = await canvas.findByRole('region', { name: text('devtools:iconList.sets.sport') });
    const soccer = within(sports).getAllByRole('button').find((tile) => tile.dataset.tag === '<SportIcon sportId={1} active />');
    await expect(soccer).toBeDefined();
    await userEvent.click(soccer as HTMLElement);
    await expect(writeText).toHaveBeenCalledWith('<SportIcon sportId={1} active />');
    const toast = await canvas.findByText(text('common:common.copySuccess'));
    await expect(toast.closest('[role="status"]')).toHaveAttribute('data-type', 'success');
  },
});

/** The clipboard refuses: the toast says common.copyFail. */
export const CopyFailure = meta.story({
  beforeEach: () => {
    writeText.mockReset();
    writeText.mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
    return stubClipboard({ writeText });
  },
  play: async ({ canvas, userEvent }) => {
    const avatars = await canvas.findByRole('region', { name: text('devtools:iconList.sets.avatar') });
    await userEvent.click(within(avatars).getAllByRole('button')[0] as HTMLElement);
    await expect(writeText).toHaveBeenCalledWith('<Avatar id={1} />');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text('common:common.copyFail'));
    await expect(canvas.queryByText(text('common:common.copySuccess'))).not.toBeInTheDocument();
  },
});

/** No clipboard at all (insecure page): the same failure toast. */
export const NoClipboard = meta.story({
  beforeEach: () => stubClipboard(undefined),
  play: async ({ canvas, userEvent }) => {
    const ui = await canvas.findByRole('region', { name: text('devtools:iconList.sets.ui') });
    await userEvent.click(within(ui).getAllByRole('button')[0] as HTMLElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text('common:common.copyFail'));
  },
});

/** Searching by a sport's name in the current language keeps its two icons; nonsense empties the grid. */
export const Search = meta.story({
  play: async ({ canvas, userEvent }) => {
    const field = await canvas.findByLabelText(text('devtools:iconList.search'));
    await userEvent.type(field, text('icons:sport.47'));
    await waitFor(() => expect(canvas.getByTestId('icon-count')).toHaveTextContent(text('devtools:iconList.shown', { count: 2 })));
    const tags = canvas.getAllByRole('button').flatMap((button) => (button.dataset.tag ? [button.dataset.tag] : []));
    await expect(tags).toEqual(['<SportIcon sportId={47} />', '<SportIcon sportId={47} active />']);
    await expect(canvas.queryByRole('region', { name: text('devtools:iconList.sets.ui') })).not.toBeInTheDocument();

    await userEvent.clear(field);
    await userEvent.type(field, 'qqqq');
    await expect(await canvas.findByText(text('devtools:iconList.empty', { query: 'qqqq' }))).toBeVisible();
    await expect(canvas.getAllByRole('button').filter((button) => button.dataset.tag)).toHaveLength(0);
  },
});
