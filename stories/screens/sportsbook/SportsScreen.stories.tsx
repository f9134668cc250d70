import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SportsScreen } from '@/features/sportsbook/sports-list/screens/SportsScreen';
import { getGetMatchListUrl } from '@/shared/api/generated/sports/match/match';
import { seededCount, seededSports } from '../../support/expected';
import { addLiveSoccerMatches, endAllLiveMatches, neverAnswer, scenario } from '../../support/mock-backend';
import { text } from '../../support/text';

const meta = {
  title: 'Screens/Sportsbook/SportsScreen',
  component: SportsScreen,
  parameters: { route: { path: '/sports' } },
} satisfies Meta<typeof SportsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const SOCCER = 1;
const sportLabel = (sid: number, count: number) => `${text(`sports:sport.${sid}`, { defaultValue: String(sid) })} (${count})`;

/** Live soccer by default; the chips list the sports that have live matches, and the tabs switch play type. */
export const Filled: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('tab', { name: text('sports:tab.1') })).toHaveAttribute('aria-selected', 'true');
    const panel = canvas.getByRole('tabpanel');
    const cards = await within(panel).findAllByRole('article');
    await expect(cards).toHaveLength(await seededCount(1, SOCCER));
    await expect(cards[0]).toHaveTextContent(text('sports:live'));

    for (const sport of await seededSports(1)) {
      const chip = await canvas.findByRole('button', { name: sportLabel(sport.sid, sport.c) });
      await expect(chip).toHaveAttribute('aria-pressed', String(sport.sid === SOCCER));
    }

    await userEvent.click(canvas.getByRole('tab', { name: text('sports:tab.3') }));
    await expect(canvas.getByRole('tab', { name: text('sports:tab.3') })).toHaveAttribute('aria-selected', 'true');
    const today = await seededSports(3);
    const other = today.find((sport) => sport.sid !== SOCCER);
    await expect(other).toBeDefined();
    if (!other) return;
    await userEvent.click(await canvas.findByRole('button', { name: sportLabel(other.sid, other.c) }));
    await waitFor(() => expect(within(canvas.getByRole('tabpanel')).getAllByRole('article')).toHaveLength(other.c));
    for (const card of within(canvas.getByRole('tabpanel')).getAllByRole('article')) {
      await expect(card).not.toHaveTextContent(text('sports:live'));
    }
  },
};

/** A long list is virtualised: only the cards near the viewport are rendered, and scrolling brings in more. */
export const LongList: Story = {
  beforeEach: () => addLiveSoccerMatches(40),
  play: async ({ canvas }) => {
    const total = await seededCount(1, SOCCER);
    const list = await canvas.findByRole('list');
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0));
    const rendered = within(list).getAllByRole('listitem').length;
    await expect(rendered).toBeLessThan(total);
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() => {
      const last = Math.max(...within(list).getAllByRole('listitem').map((item) => Number(item.dataset.index)));
      expect(last).toBe(total - 1);
    });
    window.scrollTo(0, 0);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: neverAnswer(getGetMatchListUrl()) } },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('tabpanel');
    await expect(await within(panel).findByRole('status')).toHaveTextContent(text('common:common.loading'));
    await expect(within(panel).queryAllByRole('article')).toHaveLength(0);
  },
};

/** Nothing is in play: the live tab says there are no matches and shows no sport chips. */
export const Empty: Story = {
  beforeEach: endAllLiveMatches,
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('tabpanel');
    await expect(await within(panel).findByText(text('sports:empty'))).toBeVisible();
    await expect(within(panel).queryAllByRole('article')).toHaveLength(0);
    await expect(canvas.queryAllByRole('button', { pressed: true })).toHaveLength(0);
  },
};

/**
 * The provider fails: its message shows as a toast and the list reads as empty (the match list never fails,
 * SPEC.md section 7). Once the provider is back, switching tabs loads matches again.
 */
export const ProviderError: Story = {
  parameters: { msw: { handlers: scenario('sports-error') } },
  play: async ({ canvas, userEvent, msw }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('System error');
    const panel = canvas.getByRole('tabpanel');
    await expect(await within(panel).findByText(text('sports:empty'))).toBeVisible();

    msw.resetHandlers();
    await userEvent.click(canvas.getByRole('tab', { name: text('sports:tab.3') }));
    const cards = await within(canvas.getByRole('tabpanel')).findAllByRole('article');
    await expect(cards).toHaveLength(await seededCount(3, SOCCER));
  },
};

/** Code 8 from the provider: the maintenance banner shows its time window. */
export const Maintenance: Story = {
  parameters: { msw: { handlers: scenario('sports-maintenance') } },
  play: async ({ canvas }) => {
    const prefix = text('common:common.sportsMaintenance', { range: '' }).trim();
    const banner = await canvas.findByText((content) => content.startsWith(prefix));
    await expect(banner).toHaveAttribute('role', 'status');
    await expect(banner.textContent?.slice(prefix.length)).toMatch(/\S.* - .*\S/);
    await expect(await within(canvas.getByRole('tabpanel')).findByText(text('sports:empty'))).toBeVisible();
  },
};
