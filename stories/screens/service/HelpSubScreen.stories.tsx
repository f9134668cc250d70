import preview from '../../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { HelpSubScreen } from '@/features/service/screens/HelpSubScreen';
import { getGetTutorialItemDetailUrl, getGetTutorialItemsUrl } from '@/shared/api/generated/main/operation/operation';
import { neverAnswering, showsLoading } from '../../support/load-states';
import { text } from '../../support/text';
import { answering, failing, loadServiceMessages } from './service-story';

const at = (id: string) => ({ route: { path: '/helpsub', url: `/helpsub?id=${id}` } });

const meta = preview.meta({
  title: 'Screens/Service/HelpSubScreen',
  component: HelpSubScreen,
  parameters: at('4'),
  loaders: [loadServiceMessages],
});

/** The topics of a category, closed; opening one loads its answer in place, sanitised (no javascript: link). */
export const Filled = meta.story({
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Rút tiền', level: 2 })).toBeVisible();
    const topic = await canvas.findByRole('button', { name: 'Tôi quên mật khẩu rút tiền thì làm sao?' });
    await expect(topic).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(topic);
    await expect(topic).toHaveAttribute('aria-expanded', 'true');
    const panel = within(document.getElementById(topic.getAttribute('aria-controls') ?? '') as HTMLElement);
    await expect(await panel.findByText('Liên hệ chăm sóc khách hàng để đặt lại mật khẩu rút tiền.')).toBeVisible();
    const reset = panel.getByText('Đặt lại ngay');
    await expect(reset).not.toHaveAttribute('href');
    await userEvent.click(topic);
    await expect(topic).toHaveAttribute('aria-expanded', 'false');
  },
});

/** An answer that fails to load offers a retry inside its topic. */
export const ArticleError = meta.story({
  parameters: { msw: { handlers: [failing(getGetTutorialItemDetailUrl())] } },
  play: async ({ canvas, userEvent, msw }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Thời gian xử lý lệnh rút tiền là bao lâu?' }));
    await expect(await canvas.findByText(text('service:article.loadFailed'))).toBeVisible();
    msw.resetHandlers();
    await userEvent.click(canvas.getByRole('button', { name: text('common:common.retry') }));
    await expect(await canvas.findByText('5-15 phút')).toBeVisible();
  },
});

/** A category without topics. */
export const Empty = meta.story({
  parameters: { msw: { handlers: [answering(getGetTutorialItemsUrl(), [])] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('service:help.noArticles'))).toBeVisible();
  },
});

/** No category in the address: a way back to the help centre. */
export const Missing = meta.story({
  parameters: { route: { path: '/helpsub', url: '/helpsub' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text('service:help.backToHelp') }));
    await expect(await canvas.findByTestId('router-location')).toHaveTextContent(/^\/help$/);
  },
});

export const Loading = meta.story({ parameters: neverAnswering(getGetTutorialItemsUrl()), play: showsLoading('service:help.loading') });

/** An unknown category: the server's message is toasted and the page offers a retry. */
export const Error = meta.story({
  parameters: at('99'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('service:help.loadFailed'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('common:common.retry') })).toBeEnabled();
  },
});
