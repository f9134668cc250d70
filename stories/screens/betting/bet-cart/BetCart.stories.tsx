import preview from '../../../../.storybook/preview';
import { expect, waitFor, within } from 'storybook/test';
import BetCart from '@/features/betting/bet-cart/BetCart';
import { getPlaceSingleBetsUrl } from '@/shared/api/generated/sports/order/order';
import { cartStore, getCartItems, markRejected, removeCartItems, toggleBetSelection } from '@/shared/bet-cart/cart-store';
import { betSelection } from '@/shared/bet-cart/bet-selection-test-data';
import { PATHS } from '@/shared/config/paths';
import { getToast } from '@/shared/ui/toast/toast';
import { neverAnswer } from '../../../support/mock-backend';
import { signIn } from '../../../../tests/support/session';
import { screenAt } from '../../../support/screen';
import { text } from '../../../support/text';
import { PICKS, quoteAnswers, quoted, seedCart, SERIES_ROWS } from './cart-story';

const meta = preview.meta({
  title: 'Screens/Betting/BetCart/BetCart',
  component: BetCart,
  ...screenAt(PATHS.sports),
  parameters: { route: { path: PATHS.sports }, msw: { handlers: quoteAnswers({ bms: PICKS.map((pick) => quoted(pick)), sos: SERIES_ROWS }) } },
});

const [first, second, third] = PICKS as [(typeof PICKS)[0], (typeof PICKS)[0], (typeof PICKS)[0]];
const sheet = (canvas: ReturnType<typeof within>) => canvas.findByRole('dialog', { name: text('bet-cart:title') });

/** Nothing picked: no bar, no sheet. */
export const Empty = meta.story({
  beforeEach: seedCart([]),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-bet-cart]')).toBeNull();
  },
});

/** One pick, collapsed: the bar shows the count and total odds and expands into the slip. */
export const CollapsedBar = meta.story({
  beforeEach: seedCart([first], { expanded: false }),
  play: async ({ canvas, userEvent }) => {
    const bar = await canvas.findByRole('button', { name: `${text('bet-cart:title')} ${text('bet-cart:barCount', { count: 1 })} ${text('bet-cart:totalOdds')} 1.90` });
    await userEvent.click(bar);
    await expect(await sheet(within(document.body))).toBeVisible();
  },
});

/** A single: typing a stake shows the limits and the to-win as the player types. */
export const Single = meta.story({
  beforeEach: seedCart([first]),
  play: async ({ userEvent }) => {
    const dialog = within(await sheet(within(document.body)));
    const name = `${first.optionName} · ${first.marketName}`;
    const stake = dialog.getByRole('textbox', { name: text('bet-cart:stakeFor', { name }) });
    await userEvent.type(stake, '100');
    await expect(stake).toHaveValue('100');
    await expect(dialog.getByRole('status', { name: `${text('bet-cart:toWin')}: ${name}` })).toHaveTextContent(/90[.,]00/);
    await waitFor(() => expect(dialog.getByText(/10[.,]00.*5[.,.]?000[.,]00/)).toBeVisible());
    await expect(dialog.getByRole('button', { name: text('bet-cart:place') })).toBeEnabled();
  },
});

/** Three legs from three matches: the multiple tab lists them and the quote's rows, each with a unit stake. */
export const MultipleWithSystemRows = meta.story({
  beforeEach: seedCart(PICKS, { tab: 'multiple' }),
  play: async ({ userEvent }) => {
    const dialog = within(await sheet(within(document.body)));
    await expect(await dialog.findByText(text('bet-cart:seriesFull'))).toBeVisible();
    await expect(dialog.getByText(text('bet-cart:seriesFold', { sn: 2 }))).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: text('bet-cart:seriesStake', { name: text('bet-cart:seriesFold', { sn: 3 }) }) }), '20');
    await expect(dialog.getByRole('button', { name: text('bet-cart:place') })).toBeEnabled();
  },
});

/** The quote moved the odds: one up, one down, each with its marker. */
export const OddsUpAndDown = meta.story({
  beforeEach: seedCart([first, second]),
  parameters: { msw: { handlers: quoteAnswers({ bms: [quoted(first, { op: { ty: 1, od: 2.1 } }), quoted(second, { op: { ty: 2, od: 1.85 } })] }) } },
  play: async () => {
    const dialog = within(await sheet(within(document.body)));
    await expect(await dialog.findByRole('img', { name: text('bet-cart:oddsUp') })).toBeVisible();
    await expect(dialog.getByRole('img', { name: text('bet-cart:oddsDown') })).toBeVisible();
    await expect(dialog.getByText('2.10')).toBeVisible();
  },
});

/** The market is suspended: the item says why and takes no stake. */
export const Locked = meta.story({
  beforeEach: seedCart([first]),
  parameters: { msw: { handlers: quoteAnswers({ bms: [quoted(first, { ss: 0 })] }) } },
  play: async () => {
    const dialog = within(await sheet(within(document.body)));
    await expect(await dialog.findByText(text('bet-cart:lock.suspended'))).toBeVisible();
    await expect(dialog.queryByRole('textbox')).toBeNull();
    await expect(dialog.getByRole('button', { name: text('bet-cart:place') })).toBeDisabled();
  },
});

/** Two picks of one match and one without parlays: the multiple tab gives each reason. */
export const NotEligible = meta.story({
  beforeEach: seedCart([first, { ...second, matchId: first.matchId }, third], { tab: 'multiple' }),
  parameters: { msw: { handlers: quoteAnswers({ bms: [quoted(first), quoted(second), quoted(third, { au: 0 })], sos: [] }) } },
  play: async () => {
    const dialog = within(await sheet(within(document.body)));
    await expect(dialog.getAllByText(text('bet-cart:ineligible.sameMatch'))).toHaveLength(2);
    await expect(await dialog.findByText(text('bet-cart:ineligible.noParlay'))).toBeVisible();
    await expect(dialog.getByText(text('bet-cart:needTwo'))).toBeVisible();
  },
});

/** Ten picks: an eleventh is refused with the limit toast and the cart keeps ten. */
export const OverLimit = meta.story({
  beforeEach: seedCart(
    Array.from({ length: 10 }, (_, index) => betSelection({ matchId: 200 + index, marketId: 2000 + index, optionName: `Pick ${index + 1}` })),
    { expanded: false },
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: new RegExp(text('bet-cart:barCount', { count: 10 })) })).toBeVisible();
    toggleBetSelection(betSelection({ matchId: 300, marketId: 3000 }));
    await expect(getCartItems()).toHaveLength(10);
    await expect(getToast()?.message).toBe(text('common:common.selectMatchLimit', { num: 10 }));
  },
});

/** A member places a single while the provider has not answered yet: Place is busy and cannot be sent again. */
export const Placing = meta.story({
  beforeEach: () => {
    signIn('lotus888');
    return seedCart([first])();
  },
  parameters: { msw: { handlers: [...quoteAnswers({ bms: [quoted(first)] }), ...neverAnswer(getPlaceSingleBetsUrl())] } },
  play: async ({ userEvent }) => {
    const dialog = within(await sheet(within(document.body)));
    await userEvent.type(dialog.getByRole('textbox'), '50');
    const place = dialog.getByRole('button', { name: text('bet-cart:place') });
    await userEvent.click(place);
    await waitFor(() => expect(place).toHaveAttribute('aria-busy', 'true'));
    await expect(place).toBeDisabled();
  },
});

/** After placing, the accepted selection left the cart and the other one stays. */
export const Accepted = meta.story({
  beforeEach: () => {
    const cleanup = seedCart([first, second])();
    removeCartItems([first.marketId]);
    return cleanup;
  },
  play: async () => {
    const dialog = within(await sheet(within(document.body)));
    await expect(dialog.getAllByRole('listitem')).toHaveLength(1);
    await expect(dialog.getByText(second.optionName)).toBeVisible();
    await expect(cartStore.get().items.map((item) => item.marketId)).toEqual([second.marketId]);
  },
});

/** A rejected selection stays in the cart with the reason until its stake changes. */
export const Rejected = meta.story({
  beforeEach: () => {
    const cleanup = seedCart([first])();
    markRejected([first.marketId], 'Risk limit reached');
    return cleanup;
  },
  play: async ({ userEvent }) => {
    const dialog = within(await sheet(within(document.body)));
    const reason = dialog.getByText(text('bet-cart:rejected', { reason: 'Risk limit reached' }));
    await expect(reason).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox'), '5');
    await waitFor(() => expect(reason).not.toBeInTheDocument());
  },
});

/** "Target odds" on an item opens the target-odds bet form under it, and closes it again. */
export const TargetOdds = meta.story({
  beforeEach: seedCart([first]),
  play: async ({ userEvent }) => {
    const dialog = within(await sheet(within(document.body)));
    const toggle = dialog.getByRole('button', { name: text('bet-cart:targetOddsFor', { name: `${first.optionName} · ${first.marketName}` }) });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog.getAllByRole('textbox').length).toBeGreaterThan(1);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(dialog.getAllByRole('textbox')).toHaveLength(1);
  },
});
