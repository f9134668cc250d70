import preview from '../../../.storybook/preview';
import { expect, spyOn, within } from 'storybook/test';
import { AboutUsScreen } from '@/features/settings/screens/AboutUsScreen';
import { DeviceInfoScreen } from '@/features/settings/screens/DeviceInfoScreen';
import { UserAgreementScreen } from '@/features/settings/screens/UserAgreementScreen';
import { env } from '@/shared/config/env';
import { getClientCode } from '@/shared/lib/client-code';
import { DEVICE_ID_PATTERN, getDeviceId } from '@/shared/lib/device-id';
import { text } from '../../support/text';

const meta = preview.meta({
  title: 'Screens/Settings/InfoScreens',
  component: AboutUsScreen,
});

/** /aboutus and /about-us: the app, its version and links to the agreement and device pages. */
export const AboutUs = meta.story({
  parameters: { route: { path: '/aboutus' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: text('common:app.name') })).toBeVisible();
    await expect(canvas.getByText(text('settings:about.version', { version: env.appVersion }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: text('settings:more.agreement') })).toHaveAttribute('href', '/useragreement');
    await expect(canvas.getByRole('link', { name: text('settings:more.device') })).toHaveAttribute('href', '/deviceinfo');
  },
});

export const AboutUsAlias = meta.story({
  parameters: { route: { path: '/about-us' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('settings:about.p1'))).toBeVisible();
  },
});

/** Device id (copyable), client code, app version and platform, as the app sends them. */
export const DeviceInfo = meta.story({
  parameters: { route: { path: '/deviceinfo' } },
  render: () => <DeviceInfoScreen />,
  play: async ({ canvas, userEvent }) => {
    const id = await canvas.findByTestId('device-id');
    await expect(id).toHaveTextContent(getDeviceId());
    await expect(id.textContent ?? '').toMatch(DEVICE_ID_PATTERN);
    await expect(canvas.getByText(String(getClientCode()))).toBeVisible();
    await expect(canvas.getByText(env.appVersion)).toBeVisible();
    await expect(canvas.getByText(env.platform)).toBeVisible();

    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    try {
      await userEvent.click(canvas.getByRole('button', { name: text('settings:device.copy') }));
      await expect(writeText).toHaveBeenCalledWith(getDeviceId());
      await expect(await canvas.findByText(text('common:common.copySuccess'))).toBeInTheDocument();
    } finally {
      writeText.mockRestore();
    }
  },
});

/** The clipboard refuses: the player is told the copy failed. */
export const DeviceInfoCopyRefused = meta.story({
  parameters: { route: { path: '/deviceinfo' } },
  render: () => <DeviceInfoScreen />,
  play: async ({ canvas, userEvent }) => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    try {
      await userEvent.click(await canvas.findByRole('button', { name: text('settings:device.copy') }));
      await expect(await canvas.findByRole('alert')).toHaveTextContent(text('common:common.copyFail'));
    } finally {
      writeText.mockRestore();
    }
  },
});

/** The agreement in the interface language: an introduction and eight numbered sections. */
export const UserAgreement = meta.story({
  parameters: { route: { path: '/useragreement' } },
  render: () => <UserAgreementScreen />,
  play: async ({ canvas }) => {
    const article = await canvas.findByRole('article');
    await expect(within(article).getByText(text('settings:agreement.intro'))).toBeVisible();
    const headings = within(article).getAllByRole('heading', { level: 2 });
    await expect(headings).toHaveLength(8);
    await expect(headings[0]).toHaveTextContent(text('settings:agreement.heading', { number: 1, title: text('settings:agreement.eligibility.title') }));
    await expect(within(article).getByText(text('settings:agreement.responsible.body'))).toBeVisible();
  },
});
