import preview from '../../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { ReplyDetailScreen } from '@/features/settings/screens/ReplyDetailScreen';
import { getGetAdviceDetailUrl, hasUnreadAdviceReply } from '@/shared/api/generated/main/advice/advice';
import { hideToast } from '@/shared/ui/toast/toast';
import { neverAnswering, showsLoading } from '../../support/load-states';
import { networkDown } from '../../support/mock-backend';
import { text } from '../../support/text';
import { loadServiceMessages, TOAST_WAIT } from '../service/service-story';
import { signIn } from '../../../tests/support/session';

const at = (id: string) => ({ route: { path: '/ReplyDetail/:id', url: `/ReplyDetail/${id}` } });

const meta = preview.meta({
  title: 'Screens/Settings/ReplyDetailScreen',
  component: ReplyDetailScreen,
  parameters: at('7001'),
  loaders: [loadServiceMessages],
  beforeEach: () => {
    signIn('lotus888');
    return () => hideToast();
  },
});

/** A replied thread: the feedback with its image, then the reply; opening it marks the reply read. */
export const Replied = meta.story({
  play: async ({ canvas }) => {
    const mine = within(await canvas.findByRole('region', { name: text('service:thread.mine', { type: text('service:feedback.type.2') }) }));
    await expect(mine.getByText(/Trang nạp tiền tải rất chậm/)).toBeVisible();
    await expect(mine.getByRole('img', { name: text('service:feedback.imageAlt', { number: 1 }) })).toBeInTheDocument();
    const replies = within(canvas.getByRole('region', { name: text('service:thread.replies') }));
    await expect(replies.getAllByRole('listitem')).toHaveLength(1);
    await expect(replies.getByText(text('service:thread.from'))).toBeVisible();
    await expect((await hasUnreadAdviceReply()).data).toBe(false);
  },
});

/** A thread still waiting for an answer. */
export const Awaiting = meta.story({
  parameters: at('6990'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('service:thread.awaiting'))).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
});

/** Feedback that is not the member's: the server's message is toasted and the page offers a retry. */
export const NotFound = meta.story({
  parameters: at('9999'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('service:thread.loadFailed'))).toBeVisible();
    await expect(await canvas.findByRole('alert', undefined, TOAST_WAIT)).toBeInTheDocument();
  },
});

/** Not an id at all: a way back to the list. */
export const Missing = meta.story({
  parameters: at('abc'),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text('service:thread.backToList') }));
    await expect(await canvas.findByTestId('router-location')).toHaveTextContent(/^\/settingfeedback$/);
  },
});

export const Loading = meta.story({ parameters: neverAnswering(getGetAdviceDetailUrl(7001)), play: showsLoading('service:thread.loading') });

/** No connection: a retry loads the thread once it is back. */
export const Error = meta.story({
  parameters: { msw: { handlers: networkDown(getGetAdviceDetailUrl(7001)) } },
  play: async ({ canvas, userEvent, msw }) => {
    await expect(await canvas.findByText(text('service:thread.loadFailed'))).toBeVisible();
    msw.resetHandlers();
    await userEvent.click(canvas.getAllByRole('button', { name: text('common:common.retry') })[0] as HTMLElement);
    await expect(await canvas.findByText(text('service:thread.from'))).toBeVisible();
  },
});
