import type { Canvas } from '../../../support/play';
import preview from '../../../../.storybook/preview';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { db } from '@mocks/db';
import { override } from '@mocks/handlers/routes';
import { sportsFail } from '@mocks/handlers/sports-envelope';
import { matchNameOf, toBetSelection } from '@/shared/bet-cart/bet-selection';
import { newCartItem } from '@/shared/bet-cart/cart-rules';
import type { CartItem } from '@/shared/bet-cart/cart-types';
import { ReserveBetForm } from '@/features/betting/bet-placing/components/ReserveBetForm';
import { formatOdds } from '@/shared/lib/odds';
import { expectToast, recordToasts } from '../../../../tests/support/toasts';
import { screenAt } from '../../../support/screen';
import { text } from '../../../support/text';

/** lotus888's member id in the seed. */
const LOTUS_ID = 10001;

/** A cart item on the first open pre-match selection of the seed (read after the story's reseed), as tapping it adds it. */
function seededItem(change: Partial<CartItem>): CartItem {
  for (const match of db.matches.findMany(undefined, { orderBy: { id: 'asc' } })) {
    if (match.ms !== 4 || match.ty !== 2 || match.ss !== 1) continue;
    for (const group of match.mg) {
      for (const market of group.mks) {
        const option = market.op.find((o) => o.od > 0);
        if (market.ss !== 1 || !option) continue;
        const names = { matchName: matchNameOf(match, 'vs'), marketName: group.nm ?? '', optionName: option.na ?? option.nm ?? '' };
        return { ...newCartItem(toBetSelection(match, group, market, option, names)), smin: 10, smax: 50_000, ...change };
      }
    }
  }
  throw new Error('The seed has no open pre-match selection');
}

/** The form on a seeded selection; once it is done it says so (as the cart closes it). */
function ReserveBetFormStory({ change = {} }: { change?: Partial<CartItem> }) {
  const [item] = useState(() => seededItem(change));
  const [done, setDone] = useState(false);
  if (done) return <p role="status">done</p>;
  return (
    <div style={{ padding: 'var(--space-4)' }}>
      <ReserveBetForm item={item} onDone={() => setDone(true)} />
    </div>
  );
}

const meta = preview.meta({
  title: 'Screens/Betting/BetPlacing/ReserveBetForm',
  component: ReserveBetFormStory,
  ...screenAt('/sports', 'lotus888'),
});

const fields = (canvas: Canvas) => ({
  target: () => canvas.findByLabelText(text('bet-placing:reserve.targetOdds')),
  stake: () => canvas.getByLabelText(text('bet-placing:reserve.stake')),
  submit: () => canvas.getByRole('button', { name: text('bet-placing:reserve.submit') }),
});

/** A target a little above the odds offered now (the provider caps targets at twice the current odds). */
const reachableTarget = () => (seededItem({}).odds + 0.1).toFixed(2);

const openReserves = () => db.sportsReserves.findMany((q) => q.where({ memberId: LOTUS_ID })).length;

/** A target above the odds offered now and a stake within the limits: the reserve is taken, a toast says so. */
export const Placed = meta.story({
  play: async ({ canvas, userEvent }) => {
    const toasts = recordToasts();
    const form = fields(canvas);
    const before = openReserves();
    await userEvent.type(await form.target(), reachableTarget());
    await userEvent.type(form.stake(), '100');
    await userEvent.click(form.submit());
    await expect(await canvas.findByRole('status', {}, { timeout: 10_000 })).toHaveTextContent('done');
    await expectToast(toasts, { message: text('bet-placing:reserve.success'), type: 'success', durationMs: 2000 });
    toasts.stop();
    await expect(openReserves()).toBe(before + 1);
  },
});

/** Nothing typed, then a target not above the odds offered now and a stake under the minimum: each field says why. */
export const Invalid = meta.story({
  play: async ({ canvas, userEvent }) => {
    const form = fields(canvas);
    const before = openReserves();
    const target = await form.target();
    await userEvent.click(form.submit());
    await expect(await canvas.findByText(text('bet-placing:reserve.error.targetRequired'))).toBeVisible();
    await expect(canvas.getByText(text('bet-placing:reserve.error.stakeRequired'))).toBeVisible();
    await userEvent.type(target, '1.01');
    await userEvent.type(form.stake(), '5');
    await userEvent.click(form.submit());
    const current = formatOdds(seededItem({}).odds);
    await expect(await canvas.findByText(text('bet-placing:reserve.error.targetNotAbove', { odds: current }))).toBeVisible();
    await expect(canvas.getByText(text('bet-placing:reserve.error.stakeBelowMin', { min: 10 }))).toBeVisible();
    await expect(openReserves()).toBe(before);
  },
});

/** The member already has 10 open reserves: the provider's 14085 is said in the player's language. */
export const LimitReached = meta.story({
  parameters: { msw: { handlers: [override({ method: 'POST', path: '/v1/order/reserve/bet' }, () => sportsFail(14085, 'Reserve limit'))] } },
  play: async ({ canvas, userEvent }) => {
    const form = fields(canvas);
    await userEvent.type(await form.target(), reachableTarget());
    await userEvent.type(form.stake(), '100');
    await userEvent.click(form.submit());
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(text('bet-placing:code.14085'));
    await waitFor(() => expect(form.submit()).toBeEnabled());
  },
});

/** A suspended selection takes no reserve: the form says so and cannot be sent. */
export const Suspended = meta.story({
  args: { change: { ss: 0 } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text('bet-placing:reserve.error.unavailable'));
    await expect(fields(canvas).submit()).toBeDisabled();
  },
});

/** The odds offered now are shown next to the selection, in the decimal format. */
export const ShowsCurrentOdds = meta.story({
  play: async ({ canvas }) => {
    const item = seededItem({});
    await expect(await canvas.findByRole('definition')).toHaveTextContent(formatOdds(item.odds) ?? '');
  },
});
