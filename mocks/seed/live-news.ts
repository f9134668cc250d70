// Seeds the live news: a preview of every streamed match (written from the sportsbook's data) and a few articles
// about the streams themselves, newest first by publish time. Run after the rooms.
import { db } from '../db';
import type { TextLanguage, Texts } from '../handlers/text-language';
import type { Random } from './random';
import { coverImage } from './rooms-images';
import { teamsIn, textsOf } from './rooms-texts';

const MINUTE = 60_000;
const FIRST_NEWS_ID = 4101;

const PREVIEW: Readonly<Record<TextLanguage, { title: string; summary: string; body: readonly string[] }>> = {
  vi: {
    title: '{home} - {away}: nhận định trước trận',
    summary: '{home} tiếp đón {away} trong trận đấu được trực tiếp cùng bình luận viên của Lotus.',
    body: [
      '{home} bước vào trận đấu với phong độ ổn định trên sân nhà, trong khi {away} muốn có điểm để cải thiện vị trí.',
      'Trận đấu được phát trực tiếp trong phòng của Lotus, kèm tỷ lệ cược cập nhật liên tục ngay dưới video.',
    ],
  },
  zh: {
    title: '{home} 对 {away}：赛前前瞻',
    summary: '{home}主场迎战{away}，Lotus 解说全程直播。',
    body: ['{home}主场状态稳定，{away}则希望拿分改善排名。', '本场比赛在 Lotus 直播间直播，视频下方实时更新赔率。'],
  },
  en: {
    title: '{home} v {away}: match preview',
    summary: '{home} host {away}, streamed live with a Lotus commentator.',
    body: [
      '{home} come into the game in steady form at home, while {away} need points to climb the table.',
      'The match streams live in a Lotus room, with the odds updating right under the video.',
    ],
  },
};

const FEATURES: ReadonlyArray<{ title: Texts; summary: Texts; body: Texts }> = [
  {
    title: { vi: 'Cách xem trực tiếp và đặt cược cùng lúc', zh: '如何边看直播边投注', en: 'How to watch and bet at the same time' },
    summary: { vi: 'Video, tỷ số và kèo nằm trên cùng một màn hình.', zh: '视频、比分和盘口都在同一屏。', en: 'Video, score and markets on one screen.' },
    body: {
      vi: '<p>Mở một phòng trực tiếp, chạm vào tỷ lệ bên dưới video để thêm vào phiếu cược.</p><p>Kèo bình luận viên chia sẻ trong khung chat cũng có thể thêm chỉ với một chạm.</p>',
      zh: '<p>进入直播间，点击视频下方的赔率即可加入投注单。</p><p>主播在聊天中分享的推荐也能一键加入。</p>',
      en: '<p>Open a live room and tap the odds under the video to add them to your bet slip.</p><p>Bets the anchor shares in the chat add with one tap too.</p>',
    },
  },
  {
    title: { vi: 'Lịch trực tiếp tuần này', zh: '本周直播安排', en: 'This week’s live schedule' },
    summary: { vi: 'Các trận cầu lớn và chương trình giải trí mỗi tối.', zh: '每晚焦点大战与娱乐节目。', en: 'Big games and shows every evening.' },
    body: {
      vi: '<p>Các bình luận viên của Lotus có mặt mỗi tối từ 18:00.</p><ul><li>Bóng đá châu Âu</li><li>Bóng rổ</li><li>Đêm nhạc acoustic</li></ul>',
      zh: '<p>Lotus 主播每晚 18:00 起陪伴你。</p><ul><li>欧洲足球</li><li>篮球</li><li>原声音乐之夜</li></ul>',
      en: '<p>Lotus anchors are on air every evening from 18:00.</p><ul><li>European football</li><li>Basketball</li><li>Acoustic night</li></ul>',
    },
  },
];

const fill = (text: string, home: string, away: string) => text.replaceAll('{home}', home).replaceAll('{away}', away);

export async function seedLiveNews(random: Random, now: number): Promise<void> {
  let newsId = FIRST_NEWS_ID;
  const rooms = db.liveRooms.findMany((q) => q.where({ category: 'sports' }));
  const articles: Array<{ titles: Texts; summaries: Texts; contents: Texts; cover: string; publishTime: number; matchId: number | null }> = [];
  for (const room of rooms) {
    const match = room.matchId === null ? undefined : db.matches.findFirst((q) => q.where({ id: room.matchId! }));
    if (!match) continue;
    const texts = (make: (language: TextLanguage, home: string, away: string) => string) =>
      textsOf((language) => {
        const [home, away] = teamsIn(match, language);
        return make(language, home, away);
      });
    articles.push({
      titles: texts((language, home, away) => fill(PREVIEW[language].title, home, away)),
      summaries: texts((language, home, away) => fill(PREVIEW[language].summary, home, away)),
      contents: texts((language, home, away) => PREVIEW[language].body.map((line) => `<p>${fill(line, home, away)}</p>`).join('')),
      cover: room.cover,
      publishTime: Math.min(now, room.startTime) - random.int(30, 600) * MINUTE,
      matchId: match.id,
    });
  }
  for (const [index, feature] of FEATURES.entries()) {
    articles.push({
      titles: feature.title,
      summaries: feature.summary,
      contents: feature.body,
      cover: coverImage(`news-${index}`, 'news'),
      publishTime: now - random.int(60, 48 * 60) * MINUTE,
      matchId: null,
    });
  }
  articles.sort((a, b) => b.publishTime - a.publishTime);
  for (const article of articles) await db.liveNews.create({ newsId: newsId++, ...article, publishTime: Math.floor(article.publishTime / MINUTE) * MINUTE });
}
