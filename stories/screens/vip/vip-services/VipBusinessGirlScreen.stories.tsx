import preview from '../../../../.storybook/preview';
import { expect } from 'storybook/test';
import { VipBusinessGirlScreen } from '@/features/vip/vip-services/screens/VipBusinessGirlScreen';
import { scenario } from '../../../support/mock-backend';
import { screenAt } from '../../../support/screen';
import { text } from '../../../support/text';
import { showsExperience } from './experience-story';

const meta = preview.meta({
  title: 'Screens/Vip/VipServices/VipBusinessGirlScreen',
  component: VipBusinessGirlScreen,
  ...screenAt('/vipBusinessGirl', 'lotus888'),
});

/** lotus888 (VIP 2): the hostess service unlocks at VIP 5. */
export const Locked = meta.story({
  play: async ({ canvas }) => {
    await showsExperience(canvas, 'hostess', 5);
    await expect(await canvas.findByText(text('vip-services:page.locked', { level: 5, current: 2 }))).toBeVisible();
  },
});

/** At VIP 11 the request form is open, with up to 6 guests. */
export const Unlocked = meta.story({
  parameters: { msw: { handlers: scenario('vip-top-level') } },
  play: async ({ canvas }) => {
    await showsExperience(canvas, 'hostess', 5);
    const guests = await canvas.findByRole('combobox', { name: text('vip-services:request.guests') });
    await expect(guests.querySelectorAll('option')).toHaveLength(6);
  },
});
