import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChampionsDetailScreen } from '@/features/sportsbook/champions/screens/ChampionsDetailScreen';
import { getGetMatchDetailUrl } from '@/shared/api/generated/sports/match/match';
import { PATHS } from '@/shared/config/paths';
import { downFor, retryAfterFailure } from '../../../support/load-states';
import type { Canvas } from '../../../support/play';
import { text } from '../../../support/text';
import { isLiveOf, placeMatch, storedMatch, storyMatchPath } from '../match-detail/match-detail-story';

const meta = {
  title: 'Screens/Sportsbook/Champions/ChampionsDetailScreen',
  component: ChampionsDetailScreen,
  parameters: { route: { path: PATHS.championsDetail, url: storyMatchPath('champions-detail') } },
} satisfies Meta<typeof ChampionsDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const isOutright = (match: { ty: number; mg: Array<{ mks: Array<{ op: unknown[] }> }> }) =>
  match.ty === 1 && match.mg.some((group) => group.mks.some((market) => market.op.length > 2));

/** The contenders' odds on screen, in the order shown. */
async function shownOdds(canvas: Canvas): Promise<number[]> {
  const list = await canvas.findByRole('list', { name: text('match-detail:outright.contenders') });
  return within(list)
    .getAllByRole('button')
    .map((button) => Number(/\d+\.\d{2}/.exec(button.textContent ?? '')?.[0] ?? Number.NaN));
}

/** An outright: every contender with its odds, favourite first, each one a selection. */
export const Outright: Story = {
  beforeEach: async () => {
    await placeMatch(isOutright);
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    const odds = await shownOdds(canvas);
    await expect(odds).toHaveLength(storedMatch().mg[0]?.mks[0]?.op.length ?? -1);
    await expect(odds).toEqual([...odds].sort((a, b) => a - b));

    const list = canvas.getByRole('list', { name: text('match-detail:outright.contenders') });
    const [favourite] = within(list).getAllByRole('button');
    if (!favourite) throw new Error('No contender shown');
    await userEvent.click(favourite);
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A normal match's id opens its match page instead. */
export const NormalMatch: Story = {
  beforeEach: async () => {
    await placeMatch(isLiveOf(1));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('router-location')).toHaveTextContent(storyMatchPath('match-detail'));
  },
};

/** The call fails: a retry brings the outright once the provider answers again. */
export const LoadFailed: Story = {
  beforeEach: async () => {
    await placeMatch(isOutright);
  },
  parameters: downFor(getGetMatchDetailUrl()),
  play: retryAfterFailure('match-detail:outright.loadFailed', async (canvas) => {
    await expect(await canvas.findByRole('list', { name: text('match-detail:outright.contenders') })).toBeVisible();
  }),
};

/** An id the provider does not know: not found, with the way back. */
export const NotFound: Story = {
  parameters: { route: { path: PATHS.championsDetail, url: storyMatchPath('champions-detail', 987_654_321) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('match-detail:notFound.title'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('match-detail:notFound.back') })).toBeVisible();
  },
};
