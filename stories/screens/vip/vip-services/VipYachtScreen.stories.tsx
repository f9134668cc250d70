import preview from '../../../../.storybook/preview';
import { expect } from 'storybook/test';
import { VipYachtScreen } from '@/features/vip/vip-services/screens/VipYachtScreen';
import { serverDayAfter } from '@/features/vip/vip-services/lib/experience-rules';
import { scenario } from '../../../support/mock-backend';
import { asGuest, screenAt } from '../../../support/screen';
import { text } from '../../../support/text';
import { storyToasts } from '../../../support/toasts';
import { expectToast } from '../../../../tests/support/toasts';
import { showsExperience } from './experience-story';

const meta = preview.meta({
  title: 'Screens/Vip/VipServices/VipYachtScreen',
  component: VipYachtScreen,
  ...screenAt('/vipYacht', 'lotus888'),
});

/** lotus888 (VIP 2): the content, and that VIP 9 unlocks the request. */
export const Locked = meta.story({
  play: async ({ canvas }) => {
    await showsExperience(canvas, 'yacht', 9);
    await expect(await canvas.findByText(text('vip-services:page.locked', { level: 9, current: 2 }))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text('vip-services:request.submit') })).not.toBeInTheDocument();
  },
});

const toasts = storyToasts();

/** A member at the top level asks for a date: the date is checked first, then the request waits for the desk. */
export const Request = meta.story({
  parameters: { msw: { handlers: scenario('vip-top-level') } },
  beforeEach: toasts.start,
  play: async ({ canvas, userEvent }) => {
    await showsExperience(canvas, 'yacht', 9);
    const submit = await canvas.findByRole('button', { name: text('vip-services:request.submit') });
    await userEvent.click(submit);
    await expect(await canvas.findByText(text('vip-services:request.dateError'))).toBeVisible();
    const [year, month, day] = serverDayAfter(Date.now(), 7).split('-') as [string, string, string];
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: text('form:date.year') }), String(Number(year)));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: text('form:date.month') }), String(Number(month)));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: text('form:date.day') }), String(Number(day)));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: text('vip-services:request.guests') }), '4');
    await userEvent.type(canvas.getByRole('textbox', { name: text('vip-services:request.remark') }), 'Bãi Cháy');
    await userEvent.click(submit);
    await expectToast(toasts.recorder, { message: text('vip-services:request.sent'), type: 'success' });
    await expect(await canvas.findByText(text('vip-services:page.waitingTitle'))).toBeVisible();
  },
});

/** A guest reads the page and is asked to log in to ask for it. */
export const Guest = meta.story({
  beforeEach: asGuest,
  play: async ({ canvas }) => {
    await showsExperience(canvas, 'yacht', 9);
    await expect(canvas.getByText(text('vip-services:page.loginToRequest'))).toBeVisible();
  },
});
