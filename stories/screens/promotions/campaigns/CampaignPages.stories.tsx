import preview from '../../../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { CampaignScreen } from '@/features/promotions/campaigns/screens/CampaignScreen';
import { asGuest } from '../../../support/screen';
import { text } from '../../../support/text';
import { promotionAt } from './campaign-story';

// Standalone campaign pages rendered by the same template from the route alone: content only, upcoming, ended.
const meta = preview.meta({
  title: 'Screens/Promotions/Campaigns/CampaignPages',
  component: CampaignScreen,
  ...promotionAt('/suggestion'),
  beforeEach: asGuest,
});

/** /suggestion: a content-only campaign (rules and who can take part). */
export const ContentOnly = meta.story({
  play: async ({ canvas }) => {
    const rules = within(await canvas.findByRole('region', { name: text('campaigns:rules.title') }));
    await expect(rules.getByTestId('safe-html').querySelector('h3')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
});

/** /Valentine-Day: not started yet, it says when it starts. */
export const Upcoming = meta.story({
  parameters: { route: { path: '/Valentine-Day', url: '/Valentine-Day' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: text('campaigns:notice.upcomingLabel') })).toBeVisible();
  },
});

/** /61flow: ended long ago, with how many took part and what was paid. */
export const Ended = meta.story({
  parameters: { route: { path: '/61flow', url: '/61flow' } },
  play: async ({ canvas }) => {
    const notice = within(await canvas.findByRole('region', { name: text('campaigns:notice.endedLabel') }));
    await expect(notice.getByText(text('campaigns:notice.paid'))).toBeVisible();
  },
});
