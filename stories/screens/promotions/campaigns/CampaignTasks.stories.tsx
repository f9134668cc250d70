import preview from '../../../../.storybook/preview';
import { expect, waitFor, within } from 'storybook/test';
import { CampaignScreen } from '@/features/promotions/campaigns/screens/CampaignScreen';
import { db } from '@mocks/db';
import { ensureSeeded } from '@mocks/seed';
import type { Canvas } from '../../../support/play';
import { asGuest } from '../../../support/screen';
import { startsWith, text } from '../../../support/text';
import { creditDeposit, LOTUS_ID, money, promotionAt } from './campaign-story';

// Tasks that count only after a sign-up (newbie missions, 3013), gift boxes (3012) and the new-member gift pack (3005).
const meta = preview.meta({
  title: 'Screens/Promotions/Campaigns/CampaignTasks',
  component: CampaignScreen,
  ...promotionAt('/newbie-activity?activityId=3013', 'lotus888'),
});

const region = async (canvas: Canvas, key: string) => within(await canvas.findByRole('region', { name: text(key) }));

/** A guest sees the sign-up and is asked to log in for it. */
export const Guest = meta.story({
  beforeEach: asGuest,
  play: async ({ canvas }) => {
    const signUp = await region(canvas, 'campaigns:signUp.title');
    await expect(signUp.getByRole('button', { name: text('campaigns:signUp.login') })).toBeVisible();
    await expect((await region(canvas, 'campaigns:levels.title.tasks')).getAllByRole('listitem')).toHaveLength(3);
  },
});

/** Signing up (once) starts the count: the card then says signed up. */
export const SignUp = meta.story({
  play: async ({ canvas, userEvent }) => {
    const signUp = await region(canvas, 'campaigns:signUp.title');
    const button = await signUp.findByRole('button', { name: text('campaigns:signUp.action') });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await expect(await signUp.findByText(text('campaigns:signUp.signedUp'))).toBeVisible();
    await expect(db.campaignSignUps.findMany((q) => q.where({ memberId: LOTUS_ID, activityId: 3013 }))).toHaveLength(1);
  },
});

/** Signed up, then a first deposit of 200 000: the first task is claimable, the others still count. */
export const TaskReached = meta.story({
  beforeEach: async () => {
    await ensureSeeded();
    await db.campaignSignUps.create({ memberId: LOTUS_ID, activityId: 3013, time: Date.now() - 60_000 });
    await creditDeposit(200_000);
  },
  play: async ({ canvas }) => {
    const tasks = await region(canvas, 'campaigns:levels.title.tasks');
    await waitFor(() => expect(tasks.getAllByRole('listitem').find((item) => item.dataset.status === 'claimable')).toBeDefined());
    await expect(tasks.getByRole('button', { name: startsWith(text('campaigns:levels.claim')) })).toBeVisible();
  },
});

/** Gift boxes (3012): 1 000 000 deposited opens two of the three boxes. */
export const GiftBoxes = meta.story({
  parameters: { route: { path: '/giftBox-activity', url: '/giftBox-activity?activityId=3012' } },
  beforeEach: () => creditDeposit(1_000_000),
  play: async ({ canvas }) => {
    const boxes = await region(canvas, 'campaigns:levels.title.boxes');
    await waitFor(() => expect(boxes.getAllByRole('listitem').filter((item) => item.dataset.status === 'claimable')).toHaveLength(2));
    await expect(boxes.getByText(text('campaigns:levels.left', { left: money(2_000_000) }))).toBeVisible();
  },
});

/** The new-member gift pack (3005) for a member who registered during the campaign: open, its gift claimable. */
export const GiftPackOpen = meta.story({
  parameters: { route: { path: '/newMemberGiftPack-activity', url: '/newMemberGiftPack-activity?advertiseId=44&activityId=3005&type=3' } },
  beforeEach: async () => {
    await ensureSeeded();
    await db.registrations.create({ memberId: LOTUS_ID, channel: 'account', inviteCode: '', referCode: '', regDomain: 'lotus.example', registeredAt: Date.now() - 60_000 });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/./, { selector: 'p[class*="packOpen"]' })).toBeVisible();
    const boxes = await region(canvas, 'campaigns:levels.title.boxes');
    await waitFor(() => expect(boxes.getAllByRole('listitem')[0]).toHaveAttribute('data-status', 'claimable'));
  },
});
