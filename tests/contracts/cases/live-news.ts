// Main API contract case of the live news (designed call): articles, newest first, a page at a time.
import { MatchersV3 as M } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { getLiveNews } from '@/shared/api/generated/main/live-news/live-news';
import type { ContractCase } from '../support/contract-case';
import { mainSuccess } from '../support/envelopes';
import { STATE } from '../support/states';
import { accountCase } from './account-case';

export const liveNewsCases: ContractCase[] = [
  accountCase({
    name: 'live news gives the newest articles a page at a time, with their sanitisable HTML content',
    state: STATE.newsPublished,
    description: 'a request for the first page of ten live news articles by a guest',
    method: 'GET',
    path: '/api/live/news/list',
    query: { current: '1', size: '10' },
    as: null,
    response: mainSuccess({
      // Articles about a streamed match name it; the others have matchId null.
      records: M.arrayContaining(
        {
          newsId: M.integer(4101),
          cover: M.like('https://static.lotus.example/live/news/4101.png'),
          publishTime: M.integer(1_795_876_800_000),
          matchId: M.integer(912_068),
          title: M.like('Sporting Rioseco - Villaverde City: nhận định trước trận'),
          summary: M.like('Sporting Rioseco tiếp đón Villaverde City, phát trực tiếp cùng bình luận viên Lotus.'),
          content: M.like('<p>Trận đấu được phát trực tiếp trong phòng của Lotus.</p>'),
        },
        {
          newsId: M.integer(4109),
          cover: M.like('https://static.lotus.example/live/news/4109.png'),
          publishTime: M.integer(1_795_790_400_000),
          matchId: null,
          title: M.like('Cách xem trực tiếp và đặt cược cùng lúc'),
          summary: M.like('Mở phòng trực tiếp, chạm vào tỷ lệ dưới video.'),
          content: M.like('<p>Mở một phòng trực tiếp, chạm vào tỷ lệ bên dưới video để thêm vào phiếu cược.</p>'),
        },
      ),
      total: M.integer(11),
      current: 1,
      size: 10,
    }),
    check: async () => expect((await getLiveNews({ current: 1, size: 10 })).data?.records.map((article) => article.matchId === null)).toEqual(expect.arrayContaining([true, false])),
  }),
];
