import preview from '../../../../.storybook/preview';
import { expect, waitFor, within } from 'storybook/test';
import { CampaignScreen } from '@/features/promotions/campaigns/screens/CampaignScreen';
import { getGetActivityDetailUrl } from '@/shared/api/generated/main/promotion/promotion';
import { loginHref } from '@/shared/config/paths';
import { scenario } from '../../../support/mock-backend';
import { downFor, neverAnswering, retryAfterFailure } from '../../../support/load-states';
import type { Canvas } from '../../../support/play';
import { asGuest } from '../../../support/screen';
import { startsWith, text } from '../../../support/text';
import { storyToasts } from '../../../support/toasts';
import { expectToast } from '../../../../tests/support/toasts';
import { claimedLevel, creditDeposit, money, promotionAt } from './campaign-story';

// The first-charge campaign (3002, type 1): four tiers by the first deposit in the period, only the highest reached pays.
const meta = preview.meta({
  title: 'Screens/Promotions/Campaigns/CampaignTiers',
  component: CampaignScreen,
  ...promotionAt('/first-charge?activityId=3002', 'lotus888'),
});

const tiers = async (canvas: Canvas) => within(await canvas.findByRole('region', { name: text('campaigns:levels.title.tiers') }));
const levelItems = async (canvas: Canvas) => (await tiers(canvas)).findAllByRole('listitem');

/** A guest reads the tiers and rules and is sent to log in (with the way back) to take part. */
export const Guest = meta.story({
  beforeEach: asGuest,
  play: async ({ canvas, userEvent }) => {
    await expect(await levelItems(canvas)).toHaveLength(4);
    await expect(canvas.getByRole('region', { name: text('campaigns:rules.title') })).toBeVisible();
    await expect(canvas.queryByRole('meter')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: text('campaigns:levels.login') }));
    await expect(await canvas.findByTestId('router-location')).toHaveTextContent(loginHref('/first-charge?activityId=3002'));
  },
});

/** A member who has not deposited in the period: every tier open, the first one next. */
export const MemberEligible = meta.story({
  play: async ({ canvas }) => {
    const items = await levelItems(canvas);
    await waitFor(() => expect(items[0]).toHaveAttribute('data-status', 'open'));
    await expect(await canvas.findByText(text('campaigns:levels.next', { left: money(200_000), title: within(items[0]!).getAllByText(/./)[0]!.textContent }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: text('campaigns:deposit.action') })).toHaveAttribute('href', '/deposit');
  },
});

/** 300 000 deposited: the first tier can be claimed, the second is 200 000 away. */
export const InProgress = meta.story({
  beforeEach: () => creditDeposit(300_000),
  play: async ({ canvas }) => {
    const items = await levelItems(canvas);
    await waitFor(() => expect(items[0]).toHaveAttribute('data-status', 'claimable'));
    await expect(items[1]).toHaveAttribute('data-status', 'open');
    await expect(within(items[1]!).getByText(text('campaigns:levels.left', { left: money(200_000) }))).toBeVisible();
    await expect(within(items[0]!).getByRole('meter')).toHaveAttribute('aria-valuenow', '100');
  },
});

const toasts = storyToasts();

/** Claiming the reached tier (a double tap claims once): the toast says what landed and what must be bet. */
export const Claim = meta.story({
  beforeEach: async () => {
    await creditDeposit(500_000);
    return toasts.start();
  },
  play: async ({ canvas, userEvent }) => {
    const items = await levelItems(canvas);
    await waitFor(() => expect(items[1]).toHaveAttribute('data-status', 'claimable'));
    await expect(items[0]).toHaveAttribute('data-status', 'reached');
    const claim = within(items[1]!).getByRole('button', { name: startsWith(text('campaigns:levels.claim')) });
    await userEvent.dblClick(claim);
    await expectToast(toasts.recorder, { message: text('campaigns:claim.doneWithTurnover', { amount: money(150_000), turnover: money(750_000) }), type: 'success' });
    await waitFor(() => expect(items[1]).toHaveAttribute('data-status', 'claimed'));
    const records = within(canvas.getByRole('region', { name: text('campaigns:records.title') }));
    await expect(await records.findAllByText(`+${money(150_000)}`)).toHaveLength(1);
  },
});

/** The reached tier was claimed before: it says claimed and the reward is in the records. */
export const Claimed = meta.story({
  beforeEach: async () => {
    await creditDeposit(1_000_000);
    await claimedLevel(3002, 3);
  },
  play: async ({ canvas }) => {
    const items = await levelItems(canvas);
    await waitFor(() => expect(items[2]).toHaveAttribute('data-status', 'claimed'));
    await expect(await canvas.findByText(`+${money(388_000)}`, { selector: 'span[class*="recordAmount"]' })).toBeVisible();
  },
});

/** The server refuses the claim (claim-refused): its message is shown and nothing changes. */
export const ClaimRefused = meta.story({
  parameters: { msw: { handlers: scenario('claim-refused') } },
  beforeEach: async () => {
    await creditDeposit(200_000);
    return toasts.start();
  },
  play: async ({ canvas, userEvent }) => {
    const items = await levelItems(canvas);
    await waitFor(() => expect(items[0]).toHaveAttribute('data-status', 'claimable'));
    await userEvent.click(within(items[0]!).getByRole('button', { name: startsWith(text('campaigns:levels.claim')) }));
    await waitFor(() => expect(toasts.recorder.shown.some((toast) => toast.type === 'error')).toBe(true));
    await expect(items[0]).toHaveAttribute('data-status', 'claimable');
  },
});

/** Every campaign ended (campaign-ended): the page says so with its results; nothing can be claimed. */
export const Ended = meta.story({
  parameters: { msw: { handlers: scenario('campaign-ended') } },
  play: async ({ canvas }) => {
    const notice = await canvas.findByRole('region', { name: text('campaigns:notice.endedLabel') });
    await expect(within(notice).getByText(text('campaigns:notice.participants'))).toBeVisible();
    await expect(within(notice).getByText(text('campaigns:notice.claimClosed'))).toBeVisible();
    const items = await levelItems(canvas);
    await waitFor(() => expect(items[0]).toHaveAttribute('data-status', 'missed'));
    await expect(canvas.queryByRole('link', { name: text('campaigns:deposit.action') })).not.toBeInTheDocument();
  },
});

export const Loading = meta.story({
  parameters: neverAnswering(getGetActivityDetailUrl()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('campaigns:page.loading'))).toBeInTheDocument();
  },
});

export const LoadError = meta.story({
  parameters: downFor(getGetActivityDetailUrl()),
  play: retryAfterFailure('campaigns:page.loadFailed', (canvas) => levelItems(canvas)),
});

/** An unknown campaign: the page says so and leads back to the promotions. */
export const NotFound = meta.story({
  parameters: { route: { path: '/activity-detail', url: '/activity-detail?activityId=999' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('campaigns:page.notFound'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('campaigns:page.toPromotions') })).toBeVisible();
  },
});
