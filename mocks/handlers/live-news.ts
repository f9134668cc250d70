// The live news (designed call, openapi/main/paths/live-news-designed.yaml): articles newest first, one page, in the
// request's language.
import type { LiveNewsPageResponse } from '@/shared/api/generated/main/model';
import { db } from '../db';
import { ok } from './main-envelope';
import { route } from './routes';
import { textLanguageOf } from './text-language';

export const liveNewsHandlers = [
  route<never, never, LiveNewsPageResponse>({ api: 'main', method: 'GET', path: '/api/live/news/list', auth: false }, ({ request }) => {
    const params = new URL(request.url).searchParams;
    const current = Math.max(1, Number(params.get('current') ?? 1) || 1);
    const size = Math.min(50, Math.max(1, Number(params.get('size') ?? 10) || 10));
    const language = textLanguageOf(request);
    const all = db.liveNews.all().sort((a, b) => b.publishTime - a.publishTime || a.newsId - b.newsId);
    const records = all.slice((current - 1) * size, current * size).map(({ titles, summaries, contents, ...article }) => ({
      ...article,
      title: titles[language],
      summary: summaries[language],
      content: contents[language],
    }));
    return ok({ records, total: all.length, current, size });
  }),
];
