import preview from '../../../../.storybook/preview';
import { expect, waitFor, within } from 'storybook/test';
import { ActivityScreen } from '@/features/promotions/campaigns/screens/ActivityScreen';
import { getGetActivityListUrl } from '@/shared/api/generated/main/promotion/promotion';
import { scenario } from '../../../support/mock-backend';
import { downFor, neverAnswering, retryAfterFailure } from '../../../support/load-states';
import { asGuest } from '../../../support/screen';
import { text } from '../../../support/text';
import { promotionAt } from './campaign-story';

const meta = preview.meta({
  title: 'Screens/Promotions/Campaigns/ActivityScreen',
  component: ActivityScreen,
  ...promotionAt('/activity', 'lotus888'),
});

/** A guest: every campaign with its art, period and state, running ones first, no member badges. */
export const Guest = meta.story({
  beforeEach: asGuest,
  play: async ({ canvas }) => {
    const articles = await canvas.findAllByRole('article');
    await expect(articles.length).toBeGreaterThan(40);
    const first = within(articles[0]!);
    await expect(first.getByRole('link')).toHaveAttribute('href', '/first-charge?activityId=3002');
    await expect(articles[0]!.querySelector('[data-phase="running"]')).toBeVisible();
    await expect(articles[0]!.querySelector('img')).toHaveAttribute('width', '750');
    await expect(canvas.getByRole('list', { name: text('campaigns:tab.listLabel', { count: articles.length }) })).toBeVisible();
    await expect(canvas.queryByText(text('campaigns:card.joined'))).not.toBeInTheDocument();
    await expect(canvas.queryByText(text('campaigns:card.claimable'))).not.toBeInTheDocument();
  },
});

/** lotus888: campaigns whose reward the seeded bets already reached say so. */
export const Member = meta.story({
  play: async ({ canvas }) => {
    await waitFor(async () => expect((await canvas.findAllByText(text('campaigns:card.claimable'))).length).toBeGreaterThan(0));
  },
});

/** A category shows only its campaigns; the choice sits in the address. */
export const Category = meta.story({
  play: async ({ canvas, userEvent }) => {
    await canvas.findAllByRole('article');
    const all = canvas.getAllByRole('article').length;
    await userEvent.click(canvas.getByRole('tab', { name: text('campaigns:tab.categories.casino') }));
    await waitFor(() => expect(canvas.getAllByRole('article').length).toBeLessThan(all));
    await expect(canvas.getByRole('tab', { name: text('campaigns:tab.categories.casino') })).toHaveAttribute('aria-selected', 'true');
  },
});

/** Nothing has answered yet: the placeholder speaks its loading label. */
export const Loading = meta.story({
  parameters: neverAnswering(getGetActivityListUrl()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('campaigns:tab.loading'))).toBeInTheDocument();
  },
});

/** No campaign at all (promotions-empty). */
export const Empty = meta.story({
  parameters: { msw: { handlers: scenario('promotions-empty') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('campaigns:tab.empty'))).toBeVisible();
  },
});

/** The list cannot be read: a retry brings it back. */
export const LoadError = meta.story({
  parameters: downFor(getGetActivityListUrl()),
  play: retryAfterFailure('campaigns:tab.loadFailed', (canvas) => canvas.findAllByRole('article')),
});

/** Every campaign is over (campaign-ended): each card says ended. */
export const AllEnded = meta.story({
  parameters: { msw: { handlers: scenario('campaign-ended') } },
  play: async ({ canvas }) => {
    await canvas.findAllByRole('article');
    await waitFor(() => expect(canvas.getAllByText(text('campaigns:phase.ended')).length).toBe(canvas.getAllByRole('article').length));
  },
});
