import preview from '../../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { ServiceCustomerScreen } from '@/features/service/screens/ServiceCustomerScreen';
import { getShellOverlay } from '@/shared/overlays/shell-overlays';
import { clearToken } from '@/shared/session/token-store';
import { getGetCallbackHotlineUrl } from '@/shared/api/generated/main/customer-service/customer-service';
import { getGetMemberUrl } from '@/shared/api/generated/main/member/member';
import { networkDown, scenario } from '../../support/mock-backend';
import { text } from '../../support/text';
import { channelScreen, TOAST_WAIT } from './service-story';
import { signIn } from '../../../tests/support/session';

const meta = preview.meta({
  title: 'Screens/Service/ServiceCustomerScreen',
  component: ServiceCustomerScreen,
  ...channelScreen({ path: '/service-customer' }, 'lotus888'),
});

const section = async (canvas: ReturnType<typeof within>, key: string) =>
  within(await canvas.findByRole('region', { name: text(key) }));

/** lotus888 (VIP 2): the main line's chat, the VIP manager, the hotline of VIP 2, the callback and feedback entries. */
export const Member = meta.story({
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(text('service:centre.greeting', { name: 'Hoa Sen' }), { exact: false })).toBeVisible();
    const chat = await section(canvas, 'service:centre.chatTitle');
    await expect(await chat.findByText(text('service:centre.line.main'))).toBeVisible();
    await userEvent.click(chat.getByRole('button', { name: text('service:home.chatNow') }));
    await expect(window.open).toHaveBeenCalledWith('https://chat.lotus.example/vi', '_blank', 'noopener,noreferrer');

    const hotlines = await section(canvas, 'service:centre.hotlinesTitle');
    await expect(await hotlines.findByRole('link', { name: text('service:centre.hotlineLabel', { label: 'Tổng đài VIP', number: '+84 2873001234' }) })).toHaveAttribute(
      'href',
      'tel:+842873001234',
    );
    const manager = await section(canvas, 'service:centre.managerTitle');
    await expect(await manager.findAllByRole('listitem')).not.toHaveLength(0);
    await expect(canvas.getByRole('link', { name: new RegExp(text('service:centre.myFeedback')) })).toHaveAttribute('href', '/settingfeedback');
    await userEvent.click(canvas.getByRole('button', { name: text('service:centre.allChannels') }));
    await expect(getShellOverlay()).toBe('channel-selector');
  },
});

/** VIP 0 without a mobile: no manager or hotline for the level, and the callback asks to bind a phone first. */
export const VipZeroWithoutMobile = meta.story({
  beforeEach: () => {
    signIn('nomobile01');
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(text('service:centre.managerVipOnly'))).toBeVisible();
    await expect(await canvas.findByText(text('service:centre.noHotline'))).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(await canvas.findByRole('button', { name: new RegExp(text('service:callback.bindFirst')) }));
    await expect(await canvas.findByTestId('router-location')).toHaveTextContent(/^\/cellIphone$/);
  },
});

/** Sent here for the secondary line, served by the chat widget: its vendor script is not part of the app. */
export const WidgetLine = meta.story({
  parameters: { route: { path: '/service-customer', url: '/service-customer?line=secondary' } },
  play: async ({ canvas, userEvent }) => {
    const chat = await section(canvas, 'service:centre.chatTitle');
    await expect(await chat.findByText(text('service:centre.line.secondary'))).toBeVisible();
    await userEvent.click(chat.getByRole('button', { name: text('service:home.chatNow') }));
    await expect(await canvas.findByRole('alert', undefined, TOAST_WAIT)).toHaveTextContent(text('common:common.csSwitch'));
    await expect(window.open).not.toHaveBeenCalled();
  },
});

/** Both lines off: the chat says offline and common.csSwitch answers a tap. */
export const LinesOff = meta.story({
  parameters: { msw: { handlers: scenario('cs-lines-off') } },
  play: async ({ canvas, userEvent }) => {
    const chat = await section(canvas, 'service:centre.chatTitle');
    await expect(await chat.findByText(text('service:home.offline'))).toBeVisible();
    await userEvent.click(chat.getByRole('button', { name: text('service:home.chatNow') }));
    await expect(await canvas.findByRole('alert', undefined, TOAST_WAIT)).toHaveTextContent(text('common:common.csSwitch'));
  },
});

/** The hotlines cannot be reached: that card offers a retry, the rest of the centre works. */
export const HotlinesError = meta.story({
  parameters: { msw: { handlers: networkDown(getGetCallbackHotlineUrl()) } },
  play: async ({ canvas, userEvent, msw }) => {
    const hotlines = await section(canvas, 'service:centre.hotlinesTitle');
    await expect(await hotlines.findByText(text('service:centre.hotlinesFailed'))).toBeVisible();
    msw.resetHandlers();
    await userEvent.click(hotlines.getByRole('button', { name: text('common:common.retry') }));
    await expect(await hotlines.findByRole('link', { name: /Tổng đài VIP/ })).toBeVisible();
  },
});

/** The account cannot be loaded: an error with a retry. */
export const ProfileError = meta.story({
  parameters: { msw: { handlers: networkDown(getGetMemberUrl()) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('service:centre.profileFailed'))).toBeVisible();
  },
});

/** A guest is sent to log in and comes back here afterwards. */
export const Guest = meta.story({
  beforeEach: () => {
    clearToken();
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('router-location')).toHaveTextContent('/login?redirect=/service-customer&from=/');
  },
});
