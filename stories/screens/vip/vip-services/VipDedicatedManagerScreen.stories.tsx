import preview from '../../../../.storybook/preview';
import { expect } from 'storybook/test';
import { VipDedicatedManagerScreen } from '@/features/vip/vip-services/screens/VipDedicatedManagerScreen';
import { getShellOverlay } from '@/shared/overlays/shell-overlays';
import { asGuest, screenAt, signedIn } from '../../../support/screen';
import { text } from '../../../support/text';

const meta = preview.meta({
  title: 'Screens/Vip/VipServices/VipDedicatedManagerScreen',
  component: VipDedicatedManagerScreen,
  ...screenAt('/vipDedicatedManager', 'lotus888'),
});

/** lotus888 (VIP 2): the manager with every contact, the VIP line, and the callback request through the shell dialog. */
export const Manager = meta.story({
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(text('vip-services:manager.yours'))).toBeVisible();
    await expect(canvas.getByRole('list', { name: text('vip-services:manager.contacts') })).toBeVisible();
    await expect(await canvas.findByRole('list', { name: text('vip-services:callback.hotlines') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('vip-services:callback.ask') }));
    await expect(getShellOverlay()).toBe('callback-dialog');
  },
});

/** A member below VIP 2: the level that brings a manager, and the way to the VIP centre. */
export const BelowLevel = meta.story({
  beforeEach: signedIn('nomobile01'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('vip-services:manager.introFrom', { level: 2 }))).toBeVisible();
    await expect(canvas.getByText(text('vip-services:manager.yourLevel', { level: 0 }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: text('vip-services:page.seeProgress') })).toHaveAttribute('href', '/vip');
  },
});

/** A guest reads what the service is and is asked to log in. */
export const Guest = meta.story({
  beforeEach: asGuest,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('vip-services:manager.introFrom', { level: 2 }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('vip-services:page.login') })).toBeVisible();
  },
});
