import preview from '../../../../.storybook/preview';
import { expect, waitFor, within } from 'storybook/test';
import { WelfareScreen } from '@/features/promotions/welfare/screens/WelfareScreen';
import { getGetCollectedRewardsUrl } from '@/shared/api/generated/main/promotion/promotion';
import { db } from '@mocks/db';
import { ensureSeeded } from '@mocks/seed';
import { scenario } from '../../../support/mock-backend';
import { downFor, neverAnswering, retryAfterFailure } from '../../../support/load-states';
import type { Canvas } from '../../../support/play';
import { asGuest } from '../../../support/screen';
import { startsWith, text } from '../../../support/text';
import { claimedLevel, creditDeposit, money, promotionAt } from '../campaigns/campaign-story';

// /welfare for lotus888: the seeded bets reached a rebate and a bet tier (claimable); claims and expiries are added per story.
const meta = preview.meta({
  title: 'Screens/Promotions/Welfare/WelfareScreen',
  component: WelfareScreen,
  ...promotionAt('/welfare', 'lotus888'),
});

const rows = (canvas: Canvas) => canvas.findAllByRole('article');

/** Rewards to claim come first, each with its source campaign; claiming one moves it to claimed. */
export const ClaimFromWelfare = meta.story({
  play: async ({ canvas, userEvent }) => {
    const first = (await rows(canvas))[0]!;
    await expect(first).toHaveAttribute('data-status', 'claimable');
    await expect(within(first).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/activityId=\d+$/));
    const count = (await rows(canvas)).filter((row) => row.dataset.status === 'claimable').length;
    await userEvent.click(within(first).getByRole('button', { name: startsWith(text('welfare:row.claim')) }));
    await waitFor(async () => expect((await rows(canvas)).filter((row) => row.dataset.status === 'claimable')).toHaveLength(count - 1));
    await expect((await rows(canvas)).some((row) => row.dataset.status === 'claimed')).toBe(true);
  },
});

/** A claimed first-charge bonus shows what is left of its turnover. */
export const ClaimedWithTurnover = meta.story({
  parameters: { route: { path: '/welfare', url: '/welfare?tab=claimed' } },
  beforeEach: async () => {
    await creditDeposit(500_000);
    await claimedLevel(3002, 2);
  },
  play: async ({ canvas }) => {
    const [row] = await rows(canvas);
    await expect(row).toHaveAttribute('data-status', 'claimed');
    await expect(within(row!).getByText(text('welfare:row.turnoverLeft', { left: money(750_000), done: money(0), required: money(750_000) }))).toBeVisible();
    await expect(within(row!).getByRole('meter')).toHaveAttribute('aria-valuenow', '0');
  },
});

/** A reward reached in an ended campaign but never claimed has expired. */
export const Expired = meta.story({
  parameters: { route: { path: '/welfare', url: '/welfare?tab=expired' } },
  beforeEach: async () => {
    await ensureSeeded();
    const ended = db.campaigns.findFirst((q) => q.where({ id: 3102 }), { strict: true });
    await creditDeposit(300_000, undefined, ended.startTime + 3_600_000);
  },
  play: async ({ canvas }) => {
    const [row] = await rows(canvas);
    await expect(row).toHaveAttribute('data-status', 'expired');
    await expect(within(row!).getByText(text('welfare:status.expired'))).toBeVisible();
  },
});

export const Empty = meta.story({
  parameters: { msw: { handlers: scenario('promotions-empty') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('welfare:list.empty.all'))).toBeVisible();
  },
});

export const Loading = meta.story({
  parameters: neverAnswering(getGetCollectedRewardsUrl()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('welfare:list.loading'))).toBeInTheDocument();
  },
});

export const LoadError = meta.story({
  parameters: downFor(getGetCollectedRewardsUrl()),
  play: retryAfterFailure('welfare:list.loadFailed', (canvas) => rows(canvas)),
});

/** A guest is offered the login, which brings them back. */
export const Guest = meta.story({
  beforeEach: asGuest,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('welfare:login.message'))).toBeVisible();
  },
});
