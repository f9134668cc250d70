import preview from '../../../.storybook/preview';
import { expect } from 'storybook/test';
import { ServiceDetailScreen } from '@/features/service/screens/ServiceDetailScreen';
import { getGetTutorialCustomerLinkUrl, getGetTutorialItemDetailUrl } from '@/shared/api/generated/main/operation/operation';
import { neverAnswering, retryAfterFailure, showsLoading } from '../../support/load-states';
import { text } from '../../support/text';
import { answering, channelScreen, failing, TOAST_WAIT } from './service-story';

const at = (id: string) => ({ route: { path: '/service-detail', url: `/service-detail?id=${id}` } });

const meta = preview.meta({
  title: 'Screens/Service/ServiceDetailScreen',
  component: ServiceDetailScreen,
  ...channelScreen(at('301').route),
});

/** An answer with its markup, when it was updated, and the pop-up that opens customer service in a new window. */
export const Filled = meta.story({
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Làm thế nào để nạp tiền qua ngân hàng?' })).toBeVisible();
    await expect(canvas.getByText('Nạp tiền', { selector: 'b' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText(/^(Cập nhật|Updated|更新于)/)).toBeVisible();
    const prompt = await canvas.findByRole('complementary', { name: text('service:contact.label') });
    await expect(prompt).toHaveTextContent('Bạn cần hỗ trợ thêm?');
    await userEvent.click(canvas.getByRole('button', { name: text('service:contact.action') }));
    await expect(window.open).toHaveBeenCalledWith('https://chat.lotus.example/vi', '_blank', 'noopener,noreferrer');
  },
});

/** An answer carrying a script and an event handler: the words show, the script and the handler do not. */
export const SanitisedHtml = meta.story({
  parameters: at('302'),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Vui lòng gửi biên lai cho bộ phận hỗ trợ.')).toBeVisible();
    const article = canvasElement.querySelector('article');
    await expect(article?.querySelector('script')).toBeNull();
    await expect(article?.querySelector('[onerror]')).toBeNull();
    await expect(article?.innerHTML).not.toContain('alert');
    await expect(canvas.getByRole('img', { name: 'biên lai' })).toBeInTheDocument();
  },
});

/** An article without a customer-service pop-up. */
export const NoContactPrompt = meta.story({
  parameters: at('1103'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Vì sao tài khoản của tôi bị khóa nạp tiền?' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.queryByRole('complementary')).not.toBeInTheDocument();
  },
});

/** The pop-up is on but its link is unusable: common.csSwitch instead of opening anything. */
export const BrokenContactLink = meta.story({
  parameters: { msw: { handlers: [answering(getGetTutorialCustomerLinkUrl(), { popStatus: 1, title: 'Cần hỗ trợ?', link: 'javascript:alert(1)' })] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text('service:contact.action') }));
    await expect(await canvas.findByRole('alert', undefined, TOAST_WAIT)).toHaveTextContent(text('common:common.csSwitch'));
    await expect(window.open).not.toHaveBeenCalled();
  },
});

/** No article in the address. */
export const Missing = meta.story({
  parameters: { route: { path: '/service-detail', url: '/service-detail' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('service:article.missing'))).toBeVisible();
  },
});

export const Loading = meta.story({ parameters: neverAnswering(getGetTutorialItemDetailUrl()), play: showsLoading('service:article.loading') });

/** The answer fails: the server message is toasted and the page offers a retry. */
export const Error = meta.story({
  parameters: { msw: { handlers: [failing(getGetTutorialItemDetailUrl())] } },
  play: retryAfterFailure('service:article.loadFailed', async (canvas) => expect(await canvas.findByRole('heading', { name: 'Làm thế nào để nạp tiền qua ngân hàng?' })).toBeVisible()),
});
