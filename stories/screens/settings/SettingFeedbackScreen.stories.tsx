import preview from '../../../.storybook/preview';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { SettingFeedbackScreen } from '@/features/settings/screens/SettingFeedbackScreen';
import { getGetAdviceListUrl } from '@/shared/api/generated/main/advice/advice';
import { neverAnswering, showsLoading } from '../../support/load-states';
import { networkDown, scenario } from '../../support/mock-backend';
import { text } from '../../support/text';
import { loadServiceMessages } from '../service/service-story';
import { signIn } from '../../../tests/support/session';

const meta = preview.meta({
  title: 'Screens/Settings/SettingFeedbackScreen',
  component: SettingFeedbackScreen,
  parameters: { route: { path: '/settingfeedback' } },
  loaders: [loadServiceMessages],
  beforeEach: () => {
    signIn('lotus888');
  },
});

const rows = async (canvas: ReturnType<typeof within>) => within(await canvas.findByRole('list', { name: text('service:list.label') })).getAllByRole('link');

/** lotus888's three threads, newest first: the replied one with an unread reply is marked. */
export const Filled = meta.story({
  play: async ({ canvas }) => {
    const links = await rows(canvas);
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['/ReplyDetail/7001', '/ReplyDetail/6990', '/ReplyDetail/6985']);
    await expect(links[0]).toHaveTextContent(text('service:list.newReply'));
    await expect(links[0]).toHaveTextContent(text('service:list.replied'));
    await expect(links[1]).toHaveTextContent(text('service:list.awaiting'));
    await expect(links[1]).not.toHaveTextContent(text('service:list.newReply'));
    await expect(canvas.queryByRole('button', { name: text('service:list.more') })).not.toBeInTheDocument();
  },
});

/** More than one page: the next one loads on request and joins the list. */
export const MorePages = meta.story({
  parameters: {
    msw: {
      handlers: [
        http.get(`*${getGetAdviceListUrl()}`, ({ request }) => {
          const current = Number(new URL(request.url).searchParams.get('current') ?? '1');
          const record = (id: number, content: string) => ({ id, adviceType: 1, content, images: [], status: 0, hasUnreadReply: false, createTime: '2026-11-22 21:05:00' });
          const records = current === 1 ? [record(7101, 'Góp ý ở trang thứ nhất.')] : [record(7100, 'Góp ý ở trang thứ hai.')];
          return HttpResponse.json({ code: 200, msg: 'success', data: { records, total: 2, current, size: 20 } });
        }),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await rows(canvas)).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: text('service:list.more') }));
    await expect(await canvas.findByRole('link', { name: /Góp ý ở trang thứ hai/ })).toBeVisible();
    await expect(await rows(canvas)).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: text('service:list.more') })).not.toBeInTheDocument();
  },
});

/** No feedback yet: a way to write the first one. */
export const Empty = meta.story({
  parameters: { msw: { handlers: scenario('feedback-empty') } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(text('service:list.empty'))).toBeVisible();
    const writes = canvas.getAllByRole('button', { name: text('service:list.write') });
    await userEvent.click(writes[writes.length - 1] as HTMLElement);
    await expect(await canvas.findByTestId('router-location')).toHaveTextContent(/^\/feedback$/);
  },
});

export const Loading = meta.story({ parameters: neverAnswering(getGetAdviceListUrl()), play: showsLoading('service:list.loading') });

/** The list cannot be reached: a retry loads it once it is back. */
export const Error = meta.story({
  parameters: { msw: { handlers: networkDown(getGetAdviceListUrl()) } },
  play: async ({ canvas, userEvent, msw }) => {
    await expect(await canvas.findByText(text('service:list.loadFailed'))).toBeVisible();
    msw.resetHandlers();
    await userEvent.click(canvas.getByRole('button', { name: text('common:common.retry') }));
    await expect(await rows(canvas)).toHaveLength(3);
  },
});
