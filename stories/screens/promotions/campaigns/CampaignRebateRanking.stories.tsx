import preview from '../../../../.storybook/preview';
import { expect, waitFor, within } from 'storybook/test';
import { CampaignScreen } from '@/features/promotions/campaigns/screens/CampaignScreen';
import { loginHref } from '@/shared/config/paths';
import { asGuest } from '../../../support/screen';
import { startsWith, text } from '../../../support/text';
import { storyToasts } from '../../../support/toasts';
import { promotionAt } from './campaign-story';

// The daily rebate (3006) and the rankings (3009 running, 3020 ended).
const meta = preview.meta({
  title: 'Screens/Promotions/Campaigns/CampaignRebateRanking',
  component: CampaignScreen,
  ...promotionAt('/rebate-activity?activityId=3006', 'lotus888'),
});

const toasts = storyToasts();

/** lotus888's seeded bets left a rebate to claim; claiming it (once) leaves nothing to claim. */
export const RebateClaim = meta.story({
  beforeEach: toasts.start,
  play: async ({ canvas, userEvent }) => {
    const rebate = within(await canvas.findByRole('region', { name: text('campaigns:rebate.title') }));
    const claim = await rebate.findByRole('button', { name: startsWith(text('campaigns:rebate.claim', { amount: '' }).trim()) });
    await userEvent.click(claim);
    await waitFor(() => expect(toasts.recorder.shown.some((toast) => toast.type === 'success')).toBe(true));
    await expect(await rebate.findByRole('button', { name: text('campaigns:rebate.nothing') })).toBeDisabled();
  },
});

/** A guest reads the rebate's rules and is asked to log in. */
export const RebateGuest = meta.story({
  beforeEach: asGuest,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('campaigns:rebate.guest'))).toBeVisible();
  },
});

/** A guest sees the guest ranking and is asked to log in to join it. */
export const RankingGuest = meta.story({
  parameters: { route: { path: '/rank-activity', url: '/rank-activity?activityId=3009' } },
  beforeEach: asGuest,
  play: async ({ canvas, userEvent }) => {
    const ranking = within(await canvas.findByRole('region', { name: text('campaigns:ranking.guestTitle') }));
    await expect(await ranking.findAllByRole('row')).toHaveLength(21);
    await userEvent.click(canvas.getByRole('button', { name: text('campaigns:ranking.login') }));
    await expect(await canvas.findByTestId('router-location')).toHaveTextContent(loginHref('/rank-activity?activityId=3009'));
  },
});

/** A member sees the board and their own place below it. */
export const RankingMember = meta.story({
  parameters: { route: { path: '/rank-activity', url: '/rank-activity?activityId=3009' } },
  play: async ({ canvas }) => {
    const ranking = within(await canvas.findByRole('region', { name: text('campaigns:ranking.title') }));
    await expect(await ranking.findByText(/\d/, { selector: 'p' })).toBeVisible();
    await expect((await ranking.findAllByRole('row')).length).toBeGreaterThanOrEqual(21);
  },
});

/** An ended ranking shows its final standings and results. */
export const RankingEnded = meta.story({
  parameters: { route: { path: '/activity-detail', url: '/activity-detail?activityId=3020' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: text('campaigns:ranking.final') })).toBeVisible();
    await expect(canvas.getByRole('region', { name: text('campaigns:notice.endedLabel') })).toBeVisible();
  },
});
