import preview from '../../../.storybook/preview';
import { expect, waitFor, within } from 'storybook/test';
import { ServiceScreen } from '@/features/service/screens/ServiceScreen';
import { getShellOverlay } from '@/shared/overlays/shell-overlays';
import { getGetCustomerServiceChannelsUrl } from '@/shared/api/generated/main/customer-service/customer-service';
import { getGetTutorialListUrl } from '@/shared/api/generated/main/operation/operation';
import { retryAfterFailure } from '../../support/load-states';
import { networkDown, neverAnswer, scenario } from '../../support/mock-backend';
import { text } from '../../support/text';
import { answering, channelScreen, failing, TOAST_WAIT } from './service-story';
import { signIn } from '../../../tests/support/session';

const meta = preview.meta({
  title: 'Screens/Service/ServiceScreen',
  component: ServiceScreen,
  ...channelScreen({ path: '/service' }),
});

/** A guest: live chat online, the four channels, the service centre behind login, and the common questions. */
export const Guest = meta.story({
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: text('service:home.title') })).toBeVisible();
    await expect(await canvas.findByText(text('service:home.online'))).toBeVisible();
    const channels = within(await canvas.findByRole('list', { name: text('service:home.channels') }));
    await expect(channels.getAllByRole('button')).toHaveLength(4);
    await expect(channels.getByRole('button', { name: new RegExp(text('service:channel.hotline', { number: '19001234' })) })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: new RegExp(text('service:callback.entry')) })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: new RegExp(text('service:home.serviceCentre')) })).toHaveAttribute(
      'href',
      '/login?redirect=/service-customer&from=/service',
    );
    const topics = within(await canvas.findByRole('list', { name: text('service:questions.topics') }));
    await expect(topics.getByRole('link', { name: 'Câu hỏi thường gặp' })).toHaveAttribute('href', '/service-question/0');
    await expect(topics.getByRole('link', { name: 'Khuyến mãi' })).toHaveAttribute('href', '/service-question/2');
    await expect(await canvas.findByRole('link', { name: 'Làm sao để đăng ký tài khoản?' })).toHaveAttribute('href', '/service-detail?id=1101');

    await userEvent.click(canvas.getByRole('button', { name: text('service:home.chatNow') }));
    await expect(getShellOverlay()).toBe('channel-selector');
  },
});

/** Telegram opens its page in a new window. */
export const OpensChannel = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Telegram/ }));
    await expect(window.open).toHaveBeenCalledWith('https://t.me/lotus_cskh', '_blank', 'noopener,noreferrer');
  },
});

/** A member: the callback entry (offered to their VIP level) opens the shell's callback dialog; feedback has a dot. */
export const Member = meta.story({
  beforeEach: () => {
    signIn('lotus888');
  },
  play: async ({ canvas, userEvent }) => {
    const callback = await canvas.findByRole('button', { name: new RegExp(text('service:callback.entry')) });
    await expect(callback).toHaveAccessibleName(new RegExp(text('service:callback.hours', { time: '09:00 - 23:00' })));
    await expect(canvas.getByRole('link', { name: new RegExp(text('service:home.serviceCentre')) })).toHaveAttribute('href', '/service-customer');
    const feedback = canvas.getByRole('link', { name: new RegExp(text('service:home.feedback')) });
    await waitFor(() => expect(within(feedback).getByTestId('count-badge')).toBeInTheDocument());
    await userEvent.click(callback);
    await expect(getShellOverlay()).toBe('callback-dialog');
  },
});

/** A member without a bound mobile binds one first: the callback entry goes to /cellIphone. */
export const CallbackWithoutMobile = meta.story({
  beforeEach: () => {
    signIn('nomobile01');
  },
  play: async ({ canvas, userEvent }) => {
    const callback = await canvas.findByRole('button', { name: new RegExp(text('service:callback.bindFirst')) });
    await userEvent.click(callback);
    await expect(await canvas.findByTestId('router-location')).toHaveTextContent(/^\/cellIphone$/);
    await expect(getShellOverlay()).toBeNull();
  },
});

/** The callback is not offered to this VIP level: no entry. */
export const CallbackNotOffered = meta.story({
  parameters: { msw: { handlers: scenario('callback-disabled') } },
  beforeEach: () => {
    signIn('lotus888');
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: new RegExp(text('service:home.serviceCentre')) })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.queryByRole('button', { name: new RegExp(text('service:callback.entry')) })).not.toBeInTheDocument();
  },
});

/** Both live-chat lines off: the chat is offline and starting one shows common.csSwitch. */
export const LinesOff = meta.story({
  parameters: { msw: { handlers: scenario('cs-lines-off') } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(text('service:home.offline'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('service:home.chatNow') }));
    await expect(await canvas.findByRole('alert', undefined, TOAST_WAIT)).toHaveTextContent(text('common:common.csSwitch'));
    await expect(getShellOverlay()).toBeNull();
  },
});

/** No support channel is configured: the list says customer service is not available. */
export const ChannelsEmpty = meta.story({
  parameters: { msw: { handlers: scenario('cs-channels-empty') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('common:common.csSwitch'))).toBeVisible();
    await expect(canvas.queryByRole('list', { name: text('service:home.channels') })).not.toBeInTheDocument();
  },
});

/** The channel list cannot be reached: an error with a retry that loads it once it is back. */
export const ChannelsError = meta.story({
  parameters: { msw: { handlers: networkDown(getGetCustomerServiceChannelsUrl()) } },
  play: async ({ canvas, userEvent, msw }) => {
    const retry = await canvas.findByRole('button', { name: text('common:common.retry') });
    msw.resetHandlers();
    await userEvent.click(retry);
    await expect(await canvas.findByRole('list', { name: text('service:home.channels') })).toBeVisible();
  },
});

/** The questions are on their way: the section shows its loading placeholder. */
export const QuestionsLoading = meta.story({
  parameters: { msw: { handlers: neverAnswer(getGetTutorialListUrl()) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('service:questions.loading'))).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: text('service:questions.topics') })).not.toBeInTheDocument();
  },
});

/** The questions fail: the server message is toasted and the section offers a retry. */
export const QuestionsError = meta.story({
  parameters: { msw: { handlers: [failing(getGetTutorialListUrl())] } },
  play: retryAfterFailure('service:questions.loadFailed', async (canvas) => expect(await canvas.findByRole('list', { name: text('service:questions.topics') })).toBeVisible()),
});

/** No service-question category yet. */
export const QuestionsEmpty = meta.story({
  parameters: { msw: { handlers: [answering(getGetTutorialListUrl(), [])] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('service:questions.empty'))).toBeVisible();
  },
});

/** The dark theme on the smallest phone. */
export const DarkSmallPhone = meta.story({
  globals: { theme: 'dark', viewport: { value: 'phone320', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: text('service:home.channels') })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
});
