import preview from '../../../../.storybook/preview';
import { expect, waitFor, within } from 'storybook/test';
import { CampaignScreen } from '@/features/promotions/campaigns/screens/CampaignScreen';
import type { Canvas } from '../../../support/play';
import { asGuest } from '../../../support/screen';
import { startsWith, text } from '../../../support/text';
import { storyToasts } from '../../../support/toasts';
import { promotionAt } from '../campaigns/campaign-story';

// Cheer-up (3010): the featured matches lotus888's seeded open bets are on, the cheer records and a schedule (3007).
const meta = preview.meta({
  title: 'Screens/Promotions/MatchRewards/MatchRewards',
  component: CampaignScreen,
  ...promotionAt('/cheerUp-activity?activityId=3010', 'lotus888'),
});

const matches = async (canvas: Canvas) => within(await canvas.findByRole('region', { name: text('match-rewards:cheerTitle') }));

/** A guest sees the featured matches and what each pays, and is asked to log in. */
export const Guest = meta.story({
  beforeEach: asGuest,
  play: async ({ canvas }) => {
    const section = await matches(canvas);
    await expect(await section.findAllByRole('listitem')).toHaveLength(3);
    await expect(section.getByRole('button', { name: text('match-rewards:login') })).toBeVisible();
  },
});

const toasts = storyToasts();

/** A seeded bet reached a match's minimum: its reward is claimed once and the match says claimed. */
export const Claim = meta.story({
  beforeEach: toasts.start,
  play: async ({ canvas, userEvent }) => {
    const section = await matches(canvas);
    const claim = await section.findByRole('button', { name: startsWith(text('match-rewards:claim')) });
    await userEvent.click(claim);
    await waitFor(() => expect(toasts.recorder.shown.some((toast) => toast.type === 'success')).toBe(true));
    await expect(await section.findByText(text('match-rewards:claimed'))).toBeVisible();
    await expect(section.getByRole('link', { name: text('match-rewards:recordsLink') })).toHaveAttribute('href', '/cheerUp-record?activityId=3010');
  },
});

/** /cheerUp-record: the member's cheers with how each stands. */
export const CheerRecords = meta.story({
  parameters: { route: { path: '/cheerUp-record', url: '/cheerUp-record?activityId=3010' } },
  play: async ({ canvas }) => {
    const records = within(await canvas.findByRole('region', { name: text('match-rewards:records.title') }));
    await expect((await records.findAllByRole('listitem')).length).toBeGreaterThan(0);
    await expect(records.getAllByText(text('match-rewards:records.status.awaiting')).length).toBeGreaterThan(0);
  },
});

/** A schedule campaign (3007): each fixture opens its match page. */
export const Schedule = meta.story({
  parameters: { route: { path: '/schedule-display', url: '/schedule-display' } },
  play: async ({ canvas }) => {
    const schedule = within(await canvas.findByRole('region', { name: text('match-rewards:schedule.title') }));
    const links = await schedule.findAllByRole('link');
    await expect(links).toHaveLength(6);
    await expect(links[0]).toHaveAttribute('href', expect.stringMatching(/^\/match-detail\/\d+$/));
  },
});
