import preview from '../../../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { planStanding } from '@mocks/handlers/masters-plans';
import { PlanDetailScreen } from '@/features/live/masters/screens/PlanDetailScreen';
import { clearCart, getCartItems } from '@/shared/bet-cart/cart-store';
import { PATHS, routePath } from '@/shared/config/paths';
import { text } from '../../../support/text';
import { planIn, planTitle } from './masters-story';

const meta = preview.meta({
  title: 'Screens/Live/Masters/PlanDetailScreen',
  component: PlanDetailScreen,
  parameters: { route: { path: PATHS.planDetail } },
  beforeEach: () => {
    clearCart();
    return clearCart;
  },
});

/** Opens the story at the first plan of the master in that state. */
const atPlan = (state: 'open' | 'settled') => [
  async (context: { parameters: Record<string, unknown> }) => {
    const plan = await planIn(state);
    context.parameters.route = { path: PATHS.planDetail, url: routePath('planDetail', { id: plan.planId }) };
    return { planId: plan.planId };
  },
];

/**
 * An open tip: its picks with their odds and kick-off, the master's reasoning, and "follow this tip", which puts the
 * open picks into the bet slip once (a second tap adds nothing).
 */
export const Open = meta.story({
  loaders: atPlan('open'),
  play: async ({ canvas, userEvent }) => {
    const plan = await planIn('open');
    await expect(await canvas.findByRole('heading', { level: 1, name: planTitle(plan) })).toBeVisible();
    const open = planStanding(plan).legs.filter((leg) => leg.result === 'open').length;
    const follow = canvas.getByRole('button', { name: text('masters:follow', { count: open }) });
    await userEvent.click(follow);
    await expect(await canvas.findByRole('status')).toHaveTextContent(text('masters:added', { count: open }));
    await expect(getCartItems()).toHaveLength(open);
    await userEvent.click(follow);
    await expect(canvas.getByRole('status')).toHaveTextContent(text('masters:alreadyInCart'));
    await expect(getCartItems()).toHaveLength(open);
  },
});

/** A settled tip: won or lost, each pick's result and final score, the return; nothing left to follow. */
export const Settled = meta.story({
  loaders: atPlan('settled'),
  play: async ({ canvas }) => {
    const plan = await planIn('settled');
    const standing = planStanding(plan);
    const head = await canvas.findByRole('region', { name: planTitle(plan) });
    await expect(within(head).getByText(text(`masters:state.${standing.state}`))).toBeVisible();
    for (const leg of standing.legs) {
      if (leg.finalScore) await expect(canvas.getAllByText(text('masters:finalScore', { score: leg.finalScore })).length).toBeGreaterThan(0);
    }
    await expect(canvas.getByText(text('masters:nothingOpen'))).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
});
