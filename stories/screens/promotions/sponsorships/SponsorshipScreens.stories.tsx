import preview from '../../../../.storybook/preview';
import { expect } from 'storybook/test';
import { RoyalActivityScreen } from '@/features/promotions/sponsorships/screens/RoyalActivityScreen';
import { SponsorNewScreen } from '@/features/promotions/sponsorships/screens/SponsorNewScreen';
import { SponsorScreen } from '@/features/promotions/sponsorships/screens/SponsorScreen';
import { text } from '../../../support/text';
import { promotionAt } from '../campaigns/campaign-story';

const meta = preview.meta({
  title: 'Screens/Promotions/Sponsorships/SponsorshipScreens',
  component: SponsorScreen,
  ...promotionAt('/sponsor'),
});

/** /sponsor: the four partners with their sport, role and since-year. */
export const Sponsor = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('article')).toHaveLength(4);
    await expect(canvas.getByRole('heading', { name: text('sponsorships:partners.songHong.name') })).toBeVisible();
  },
});

/** /sponsorNew: the new season's programme and member perks. */
export const SponsorNew = meta.story({
  parameters: { route: { path: '/sponsorNew', url: '/sponsorNew' } },
  render: () => <SponsorNewScreen />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: text('sponsorships:season.programme') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: text('sponsorships:season.toPromotions') })).toHaveAttribute('href', '/activity');
  },
});

/** /royal-activity: the royal club's four levels with what each needs and brings. */
export const RoyalActivity = meta.story({
  parameters: { route: { path: '/royal-activity', url: '/royal-activity' } },
  render: () => <RoyalActivityScreen />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: text('sponsorships:royal.levels.royal') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: text('sponsorships:royal.toVip') })).toHaveAttribute('href', '/vip');
  },
});
