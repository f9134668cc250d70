// Seeds the anchors (streamers): who they are in three languages, and their past streams, made from the sportsbook's
// finished matches (and a few shows). Their rooms are seeded by mocks/seed/rooms.ts.
import { db } from '../db';
import type { Texts } from '../handlers/text-language';
import type { Random } from './random';
import { avatarImage, coverImage } from './rooms-images';
import { matchNameIn, textsOf } from './rooms-texts';

const HOUR = 3_600_000;

interface AnchorSeed {
  anchorId: number;
  nickName: string;
  intro: Texts;
  bio: Texts;
  /** Shows instead of matches (the entertainment anchors). */
  shows?: boolean;
}

export const ANCHORS: readonly AnchorSeed[] = [
  {
    anchorId: 301,
    nickName: 'Minh Anh',
    intro: { vi: 'Bình luận Ngoại hạng Anh', zh: '英超解说', en: 'Premier League commentary' },
    bio: {
      vi: 'Cựu cầu thủ trẻ, 6 năm bình luận bóng đá châu Âu. Mỗi tối có mặt với các trận cầu đỉnh cao.',
      zh: '前青训球员，解说欧洲足球六年。每晚陪你看焦点大战。',
      en: 'Former youth player with six years of European football commentary. On air every night for the big games.',
    },
  },
  {
    anchorId: 302,
    nickName: 'Hoàng Long',
    intro: { vi: 'Chuyên gia kèo châu Á', zh: '亚盘分析师', en: 'Asian handicap analyst' },
    bio: {
      vi: 'Phân tích số liệu trước trận và chia sẻ kèo ngay trong phòng trực tiếp.',
      zh: '赛前数据分析，直播间里实时分享推荐。',
      en: 'Pre-match numbers and picks shared live in the room.',
    },
  },
  {
    anchorId: 303,
    nickName: 'Thu Trang',
    intro: { vi: 'Bóng rổ và NBA', zh: '篮球与NBA', en: 'Basketball and the NBA' },
    bio: {
      vi: 'Yêu bóng rổ từ nhỏ, bình luận các giải bóng rổ hàng đầu thế giới.',
      zh: '从小热爱篮球，解说世界顶级篮球联赛。',
      en: 'A lifelong basketball fan covering the top leagues of the world.',
    },
  },
  {
    anchorId: 304,
    nickName: 'Quốc Huy',
    intro: { vi: 'La Liga và Serie A', zh: '西甲与意甲', en: 'La Liga and Serie A' },
    bio: {
      vi: 'Theo dõi bóng đá Tây Ban Nha và Ý hơn 10 năm.',
      zh: '关注西班牙和意大利足球十余年。',
      en: 'Following Spanish and Italian football for more than ten years.',
    },
  },
  {
    anchorId: 305,
    nickName: 'Lily Chen',
    intro: { vi: 'Quần vợt và cầu lông', zh: '网球与羽毛球', en: 'Tennis and badminton' },
    bio: {
      vi: 'Cựu vận động viên quần vợt, bình luận các giải ATP và WTA.',
      zh: '前网球运动员，解说ATP与WTA赛事。',
      en: 'Former tennis player commentating on ATP and WTA events.',
    },
  },
  {
    anchorId: 306,
    nickName: 'Bảo Ngọc',
    intro: { vi: 'Bóng đá châu Á', zh: '亚洲足球', en: 'Asian football' },
    bio: {
      vi: 'Bình luận V-League, K-League và các giải châu Á.',
      zh: '解说越南联赛、韩国联赛及亚洲赛事。',
      en: 'Commentary on the V-League, K-League and Asian competitions.',
    },
  },
  {
    anchorId: 307,
    nickName: 'Jessie',
    intro: { vi: 'Ca hát và trò chuyện', zh: '唱歌聊天', en: 'Singing and chat' },
    bio: {
      vi: 'Hát acoustic mỗi tối và trò chuyện cùng khán giả.',
      zh: '每晚原声弹唱，和观众聊天。',
      en: 'Acoustic sets every evening and a chat with the audience.',
    },
    shows: true,
  },
  {
    anchorId: 308,
    nickName: 'Tuấn Kiệt',
    intro: { vi: 'Xúc xắc và trò chơi', zh: '骰子与小游戏', en: 'Dice and games' },
    bio: {
      vi: 'Dẫn các vòng xúc xắc tài xỉu vui nhộn ngay trong phòng.',
      zh: '在直播间主持欢乐的骰子大小游戏。',
      en: 'Hosts lively big-or-small dice rounds in the room.',
    },
    shows: true,
  },
];

const SHOW_TITLES: readonly Texts[] = [
  { vi: 'Đêm nhạc acoustic', zh: '原声音乐之夜', en: 'Acoustic night' },
  { vi: 'Giao lưu cuối tuần', zh: '周末互动', en: 'Weekend hangout' },
  { vi: 'Xúc xắc may mắn', zh: '幸运骰子', en: 'Lucky dice' },
];

export async function seedAnchors(random: Random, now: number): Promise<void> {
  const finished = db.matches.findMany((q) => q.where({ ms: 0 })).filter((m) => m.sid === 1 || m.sid === 3 || m.sid === 5);
  for (const [index, anchor] of ANCHORS.entries()) {
    const pastStreams = Array.from({ length: 3 + (index % 3) }, (_, n) => {
      const match = anchor.shows ? undefined : finished[(index * 5 + n * 3) % Math.max(1, finished.length)];
      const startTime = match ? match.bt : now - (n + 1) * 26 * HOUR - index * HOUR;
      return {
        titles: match ? textsOf((language) => matchNameIn(match, language)) : (SHOW_TITLES[(index + n) % SHOW_TITLES.length] as Texts),
        cover: coverImage(`past-${anchor.anchorId}-${n}`, match ? (match.sid === 3 ? 'court' : match.sid === 5 ? 'net' : 'pitch') : 'music'),
        startTime,
        durationMinutes: random.int(70, 140),
        peakViewers: random.int(400, 6000),
      };
    }).sort((a, b) => b.startTime - a.startTime);
    await db.liveAnchors.create({
      anchorId: anchor.anchorId,
      nickName: anchor.nickName,
      avatar: avatarImage(`anchor-${anchor.anchorId}`),
      baseFollowers: random.int(800, 25_000),
      intros: anchor.intro,
      bios: anchor.bio,
      pastStreams,
    });
  }
}
