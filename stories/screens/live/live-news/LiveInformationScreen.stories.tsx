import preview from '../../../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { db } from '@mocks/db';
import { LiveInformationScreen } from '@/features/live/live-news/screens/LiveInformationScreen';
import { NEWS_PAGE_SIZE } from '@/features/live/live-news/api/news-queries';
import { getGetLiveNewsUrl } from '@/shared/api/generated/main/live-news/live-news';
import { PATHS } from '@/shared/config/paths';
import { awaitNamedList } from '../../../support/finders';
import { downFor, retryAfterFailure } from '../../../support/load-states';
import { text } from '../../../support/text';
import { storyTextLanguage } from '../rooms/rooms-story';

const meta = preview.meta({
  title: 'Screens/Live/LiveNews/LiveInformationScreen',
  component: LiveInformationScreen,
  parameters: { route: { path: PATHS.liveInformation } },
});

const newsList = awaitNamedList('live-news:title');
const newest = () => [...db.liveNews.all()].sort((a, b) => b.publishTime - a.publishTime || a.newsId - b.newsId);

/**
 * The news, newest first, a page at a time: an article opens in place with the editors' text (sanitised HTML) and,
 * when it is about a match, the way to the streamed matches.
 */
export const News = meta.story({
  play: async ({ canvas, userEvent }) => {
    const list = await newsList(canvas);
    const all = newest();
    await expect(within(list).getAllByRole('listitem')).toHaveLength(Math.min(NEWS_PAGE_SIZE, all.length));
    const first = all[0]!;
    const summary = within(list).getByText(first.titles[storyTextLanguage()]);
    await userEvent.click(summary);
    await expect(await within(list).findByText(first.summaries[storyTextLanguage()])).toBeVisible();
    if (all.length > NEWS_PAGE_SIZE) {
      await userEvent.click(canvas.getByRole('button', { name: text('live-news:more') }));
      await expect(await within(list).findByText(all[NEWS_PAGE_SIZE]!.titles[storyTextLanguage()])).toBeVisible();
    }
  },
});

/** No news yet. */
export const Empty = meta.story({
  beforeEach: () => {
    db.liveNews.clear();
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('live-news:empty'))).toBeVisible();
  },
});

/** The news could not be read; the retry brings it. */
export const Failed = meta.story({
  parameters: downFor(getGetLiveNewsUrl()),
  play: retryAfterFailure('live-news:failed', newsList),
});
