import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { HomeScreen } from '@/features/home/screens/HomeScreen';
import { getGetBalanceUrl } from '@/shared/api/generated/main/wallet/wallet';
import { getGetMatchListUrl, getGetStatisticalUrl } from '@/shared/api/generated/sports/match/match';
import { i18n } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/money';
import { seededCount, seededMember } from '../../support/expected';
import { endAllLiveMatches, neverAnswer, networkDown, scenario } from '../../support/mock-backend';
import { text } from '../../support/text';
import { signIn } from '../../../tests/support/session';

const meta = {
  title: 'Screens/Home/HomeScreen',
  component: HomeScreen,
  parameters: { route: { path: '/' } },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const HOME_LIVE_COUNT = 5;

/** The number shown next to a play type's label in the counts panel. */
async function shownCount(counts: HTMLElement, playType: number): Promise<string> {
  const label = await within(counts).findByText(text(`home:count.${playType}`));
  return label.previousElementSibling?.textContent ?? '';
}

/** A guest: login prompt, today's counts from the provider and the first live matches. */
export const Guest: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('home:guest'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: text('home:login') })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByTestId('balance')).not.toBeInTheDocument();

    const counts = canvas.getByRole('region', { name: text('home:sportsToday') });
    await expect(await shownCount(counts, 1)).toBe(String(await seededCount(1)));
    await expect(await shownCount(counts, 3)).toBe(String(await seededCount(3)));
    await expect(await shownCount(counts, 4)).toBe(String(await seededCount(4)));

    const live = canvas.getByRole('region', { name: text('home:liveMatches') });
    const cards = await within(live).findAllByRole('article');
    await expect(cards.length).toBe(Math.min(HOME_LIVE_COUNT, await seededCount(1, 1)));
    await expect(cards[0]).toHaveTextContent(text('sports:live'));
  },
};

/** A logged-in member sees the greeting and the wallet balance with its currency. */
export const LoggedIn: Story = {
  beforeEach: () => {
    signIn('lotus888');
  },
  play: async ({ canvas }) => {
    const { member, wallet } = await seededMember('lotus888');
    await expect(await canvas.findByRole('heading', { name: text('home:greeting', { name: member.nickName }) })).toBeVisible();
    const balance = await canvas.findByTestId('balance');
    await expect(balance).toHaveTextContent(formatMoney(wallet.balance, wallet.currency, i18n.language));
    await expect(balance).toHaveTextContent(wallet.currency);
    await expect(canvas.queryByText(text('home:guest'))).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: text('auth:logout') })).toBeEnabled();
  },
};

/** Logging out from the balance panel brings the guest prompt back. */
export const LogOut: Story = {
  beforeEach: () => {
    signIn('lotus888');
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByTestId('balance');
    await userEvent.click(canvas.getByRole('button', { name: text('auth:logout') }));
    await expect(await canvas.findByText(text('home:guest'))).toBeVisible();
    await expect(canvas.queryByTestId('balance')).not.toBeInTheDocument();
  },
};

/** Nothing has answered yet: every panel shows its spinner. */
export const Loading: Story = {
  beforeEach: () => {
    signIn('lotus888');
  },
  parameters: { msw: { handlers: neverAnswer(getGetBalanceUrl(), getGetStatisticalUrl(), getGetMatchListUrl()) } },
  play: async ({ canvas }) => {
    const spinners = await canvas.findAllByRole('status');
    await expect(spinners).toHaveLength(3);
    for (const spinner of spinners) await expect(spinner).toHaveTextContent(text('common:common.loading'));
    await expect(canvas.queryByTestId('balance')).not.toBeInTheDocument();
  },
};

/** The provider fails: the counts panel offers a retry, which works once the provider is back. */
export const SportsError: Story = {
  parameters: { msw: { handlers: scenario('sports-error') } },
  play: async ({ canvas, userEvent, msw }) => {
    const counts = canvas.getByRole('region', { name: text('home:sportsToday') });
    const failure = await within(counts).findByRole('alert');
    await expect(failure).toHaveTextContent(text('common:common.loadFailed'));
    // The match list never fails (SPEC.md section 7): it reads as empty.
    await expect(await canvas.findByText(text('home:noLiveMatches'))).toBeVisible();

    msw.resetHandlers();
    await userEvent.click(within(failure).getByRole('button', { name: text('common:common.retry') }));
    await expect(await shownCount(counts, 1)).toBe(String(await seededCount(1)));
    await expect(within(counts).queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The wallet call gets no answer: the balance panel offers a retry instead of a number. */
export const BalanceError: Story = {
  beforeEach: () => {
    signIn('lotus888');
  },
  parameters: { msw: { handlers: networkDown(getGetBalanceUrl()) } },
  play: async ({ canvas, userEvent, msw }) => {
    const panel = canvas.getByRole('region', { name: text('home:balance') });
    const failure = await within(panel).findByRole('alert');
    await expect(failure).toHaveTextContent(text('common:common.loadFailed'));
    await expect(within(panel).queryByTestId('balance')).not.toBeInTheDocument();

    msw.resetHandlers();
    await userEvent.click(within(failure).getByRole('button', { name: text('common:common.retry') }));
    const { wallet } = await seededMember('lotus888');
    await waitFor(() =>
      expect(within(panel).getByTestId('balance')).toHaveTextContent(formatMoney(wallet.balance, wallet.currency, i18n.language)),
    );
  },
};

/** Nothing is in play: the live panel says so and the live count is zero. */
export const NoLiveMatches: Story = {
  beforeEach: endAllLiveMatches,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('home:noLiveMatches'))).toBeVisible();
    const live = canvas.getByRole('region', { name: text('home:liveMatches') });
    await expect(within(live).queryAllByRole('article')).toHaveLength(0);
    const counts = canvas.getByRole('region', { name: text('home:sportsToday') });
    await expect(await shownCount(counts, 1)).toBe('0');
  },
};

/** The smallest supported phone: everything fits the width, nothing scrolls sideways. */
export const SmallPhone: Story = {
  globals: { viewport: { value: 'phone320', isRotated: false } },
  beforeEach: () => {
    signIn('lotus888');
  },
  play: async ({ canvas }) => {
    await canvas.findByTestId('balance');
    await within(canvas.getByRole('region', { name: text('home:liveMatches') })).findAllByRole('article');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
