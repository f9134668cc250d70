import preview from '../../../../.storybook/preview';
import { expect } from 'storybook/test';
import { VirtualBannerScreen } from '@/features/wallet/deposits/screens/VirtualBannerScreen';
import { screenAt } from '../../../support/screen';
import { text } from '../../../support/text';

const meta = preview.meta({
  title: 'Screens/Wallet/Deposits/VirtualBannerScreen',
  component: VirtualBannerScreen,
  ...screenAt('/virtualBanner'),
});

/** The USDT explainer: four steps, the networks, the warning, and the way into the USDT form. */
export const Explainer = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: text('deposits:virtual.title') })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByText(text('deposits:virtual.warning'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: text('deposits:virtual.start') })).toHaveAttribute('href', '/deposit?channel=103');
  },
});
