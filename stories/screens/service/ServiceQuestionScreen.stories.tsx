import preview from '../../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { ServiceQuestionScreen } from '@/features/service/screens/ServiceQuestionScreen';
import { getGetTutorialItemsUrl, getGetTutorialListUrl } from '@/shared/api/generated/main/operation/operation';
import { neverAnswering, retryAfterFailure, showsLoading } from '../../support/load-states';
import { text } from '../../support/text';
import { answering, failing, loadServiceMessages } from './service-story';

const meta = preview.meta({
  title: 'Screens/Service/ServiceQuestionScreen',
  component: ServiceQuestionScreen,
  parameters: { route: { path: '/service-question/:idx', url: '/service-question/0' } },
  loaders: [loadServiceMessages],
});

/** The first topic: its questions in display order, each a link to its answer. */
export const Filled = meta.story({
  play: async ({ canvas }) => {
    const tabs = within(await canvas.findByRole('tablist', { name: text('service:questions.topics') }));
    await expect(tabs.getByRole('tab', { name: 'Câu hỏi thường gặp' })).toHaveAttribute('aria-selected', 'true');
    const questions = within(await canvas.findByRole('list', { name: 'Câu hỏi thường gặp' }));
    const links = questions.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['/service-detail?id=1101', '/service-detail?id=1102', '/service-detail?id=1103']);
  },
});

/** Another topic picked from the tabs replaces the position in the URL and lists its questions. */
export const SwitchTopic = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Nạp và rút tiền' }));
    await expect(await canvas.findByRole('link', { name: 'Số tiền nạp tối thiểu là bao nhiêu?' })).toHaveAttribute('href', '/service-detail?id=1201');
    await expect(canvas.getByRole('tab', { name: 'Nạp và rút tiền' })).toHaveAttribute('aria-selected', 'true');
  },
});

/** A topic without questions yet. */
export const EmptyTopic = meta.story({
  parameters: { route: { path: '/service-question/:idx', url: '/service-question/2' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('service:questions.empty'))).toBeVisible();
  },
});

/** A position past the list (or not a number) says the topic does not exist and leads back. */
export const UnknownTopic = meta.story({
  parameters: { route: { path: '/service-question/:idx', url: '/service-question/9' } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(text('service:questions.noTopic'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('service:questions.backHome') }));
    await expect(await canvas.findByTestId('router-location')).toHaveTextContent(/^\/service$/);
  },
});

export const Loading = meta.story({ parameters: neverAnswering(getGetTutorialListUrl()), play: showsLoading('service:questions.loading') });

/** The topics fail: a retry loads them once the server answers. */
export const Error = meta.story({
  parameters: { msw: { handlers: [failing(getGetTutorialListUrl())] } },
  play: retryAfterFailure('service:questions.loadFailed', async (canvas) => expect(await canvas.findByRole('tablist', { name: text('service:questions.topics') })).toBeVisible()),
});

/** The questions of the topic fail on their own: the tabs stay and the list offers a retry. */
export const QuestionsError = meta.story({
  parameters: { msw: { handlers: [failing(getGetTutorialItemsUrl())] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tablist', { name: text('service:questions.topics') })).toBeVisible();
    await expect(await canvas.findByText(text('service:questions.loadFailed'))).toBeVisible();
  },
});

/** Long topic names scroll sideways on the smallest phone instead of widening the page. */
export const ManyTopics = meta.story({
  globals: { viewport: { value: 'phone320', isRotated: false } },
  parameters: {
    msw: {
      handlers: [
        answering(
          getGetTutorialListUrl(),
          Array.from({ length: 8 }, (_, i) => ({ id: 11 + (i % 3), title: `Chủ đề hỗ trợ số ${i + 1}`, sortNum: i })).map((c, i) => ({ ...c, id: 100 + i })),
        ),
        answering(getGetTutorialItemsUrl(), []),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Chủ đề hỗ trợ số 1' })).toHaveAttribute('aria-selected', 'true');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
});
