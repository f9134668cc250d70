import preview from '../../../../.storybook/preview';
import { expect } from 'storybook/test';
import { BusinessYoungModelScreen } from '@/features/vip/vip-services/screens/BusinessYoungModelScreen';
import { getGetVipExperiencesUrl } from '@/shared/api/generated/main/vip/vip';
import { downFor } from '../../../support/load-states';
import { screenAt } from '../../../support/screen';
import { text } from '../../../support/text';
import { showsExperience } from './experience-story';

const meta = preview.meta({
  title: 'Screens/Vip/VipServices/BusinessYoungModelScreen',
  component: BusinessYoungModelScreen,
  ...screenAt('/businessYoungModel', 'lotus888'),
});

/** lotus888 (VIP 2): the ambassador evening unlocks at VIP 7. */
export const Locked = meta.story({
  play: async ({ canvas }) => {
    await showsExperience(canvas, 'model', 7);
    await expect(await canvas.findByText(text('vip-services:page.locked', { level: 7, current: 2 }))).toBeVisible();
  },
});

/** The experiences cannot be read: the content stays, the request part offers a retry. */
export const LoadError = meta.story({
  parameters: downFor(getGetVipExperiencesUrl()),
  play: async ({ canvas, userEvent, msw }) => {
    await expect(await canvas.findByRole('heading', { name: text('vip-services:experience.model.title'), level: 2 })).toBeVisible();
    await expect(await canvas.findByText(text('common:common.loadFailed'))).toBeVisible();
    msw.resetHandlers();
    await userEvent.click(canvas.getByRole('button', { name: text('common:common.retry') }));
    await expect(await canvas.findByText(text('vip-services:page.locked', { level: 7, current: 2 }))).toBeVisible();
  },
});
