import preview from '../../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { HelpScreen } from '@/features/service/screens/HelpScreen';
import { getShellOverlay } from '@/shared/overlays/shell-overlays';
import { getGetTutorialListUrl } from '@/shared/api/generated/main/operation/operation';
import { neverAnswering, retryAfterFailure, showsLoading } from '../../support/load-states';
import { scenario } from '../../support/mock-backend';
import { text } from '../../support/text';
import { answering, channelScreen, failing, TOAST_WAIT } from './service-story';

const meta = preview.meta({
  title: 'Screens/Service/HelpScreen',
  component: HelpScreen,
  ...channelScreen({ path: '/help' }),
});

/** The help categories in display order, each to its topics; live chat, feedback and the help pop-up below. */
export const Filled = meta.story({
  play: async ({ canvas, userEvent }) => {
    const topics = within(await canvas.findByRole('list', { name: text('service:help.topics') }));
    const links = topics.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Nạp tiền', 'Rút tiền', 'Cá cược thể thao', 'Tài khoản và bảo mật']);
    await expect(links[0]).toHaveAttribute('href', '/helpsub?id=3');
    await expect(canvas.getByRole('link', { name: text('service:home.feedback') })).toHaveAttribute('href', '/feedback');
    await expect(await canvas.findByRole('complementary', { name: text('service:contact.label') })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: new RegExp(text('service:home.online')) }));
    await expect(getShellOverlay()).toBe('channel-selector');
  },
});

/** Both live-chat lines off: the chat row says offline and tapping it shows common.csSwitch. */
export const ChatOffline = meta.story({
  parameters: { msw: { handlers: scenario('cs-lines-off') } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: new RegExp(text('service:home.offline')) }));
    await expect(await canvas.findByRole('alert', undefined, TOAST_WAIT)).toHaveTextContent(text('common:common.csSwitch'));
  },
});

export const Empty = meta.story({
  parameters: { msw: { handlers: [answering(getGetTutorialListUrl(), [])] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('service:help.empty'))).toBeVisible();
  },
});

export const Loading = meta.story({ parameters: neverAnswering(getGetTutorialListUrl()), play: showsLoading('service:help.loading') });

/** The categories fail: a retry loads them once the server answers. */
export const Error = meta.story({
  parameters: { msw: { handlers: [failing(getGetTutorialListUrl())] } },
  play: retryAfterFailure('service:help.loadFailed', async (canvas) => expect(await canvas.findByRole('list', { name: text('service:help.topics') })).toBeVisible()),
});
