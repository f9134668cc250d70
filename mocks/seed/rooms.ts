// Seeds the live rooms from the sportsbook's own matches: the live matches with a video feed get a room each (an
// anchor commentating), some of today's matches a scheduled room, and the show anchors their entertainment rooms.
// The two dice games sit in a sports room and in the dice show. Run after the sports seed and the anchors.
import type { MatchRecord } from '@/shared/api/generated/sports/model';
import { db } from '../db';
import type { Texts } from '../handlers/text-language';
import type { Random } from './random';
import { coverImage, type CoverMotif } from './rooms-images';
import { matchNameIn, textsOf } from './rooms-texts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The first room id; rooms are numbered from here in seeding order. */
export const FIRST_ROOM_ID = 7001;
/** The dice games: one in the first sports room, one in the dice show. */
export const SUB_GAME_IDS = { sportsRoom: 9001, diceShow: 9002 } as const;

/** Which anchor streams which live sport, in seeding order (soccer for most, one basketball, one tennis). */
const LIVE_LINE_UP: ReadonlyArray<{ anchorId: number; sportId: number }> = [
  { anchorId: 301, sportId: 1 },
  { anchorId: 302, sportId: 1 },
  { anchorId: 303, sportId: 3 },
  { anchorId: 304, sportId: 1 },
  { anchorId: 305, sportId: 5 },
  { anchorId: 306, sportId: 1 },
];
const SCHEDULED_ANCHORS = [301, 302, 304] as const;

const SUFFIX: Texts = { vi: 'bình luận trực tiếp', zh: '直播解说', en: 'live commentary' };
const NOTICE: Texts = {
  vi: 'Chào mừng đến phòng trực tiếp! Hãy bình luận văn minh, không quảng cáo.',
  zh: '欢迎来到直播间！请文明发言，禁止广告。',
  en: 'Welcome to the room! Keep the chat friendly, no advertising.',
};

const SHOWS: ReadonlyArray<{ anchorId: number; title: Texts; motif: CoverMotif; startsIn: number; game?: number }> = [
  { anchorId: 307, title: { vi: 'Đêm nhạc acoustic', zh: '原声音乐之夜', en: 'Acoustic night' }, motif: 'music', startsIn: -35 * MINUTE },
  {
    anchorId: 308,
    title: { vi: 'Xúc xắc tài xỉu cùng Kiệt', zh: '阿杰的骰子大小', en: 'Big or small with Kiet' },
    motif: 'dice',
    startsIn: -50 * MINUTE,
    game: SUB_GAME_IDS.diceShow,
  },
  { anchorId: 307, title: { vi: 'Giao lưu cuối tuần', zh: '周末互动', en: 'Weekend hangout' }, motif: 'mic', startsIn: 3 * HOUR },
  { anchorId: 308, title: { vi: 'Xúc xắc may mắn', zh: '幸运骰子', en: 'Lucky dice' }, motif: 'dice', startsIn: 5 * HOUR },
];

const GAME_NAMES: Texts = { vi: 'Tài xỉu xúc xắc', zh: '骰子大小', en: 'Dice big or small' };

const motifOf = (sportId: number): CoverMotif => (sportId === 3 ? 'court' : sportId === 5 ? 'net' : 'pitch');

export async function seedRooms(random: Random, now: number): Promise<void> {
  let roomId = FIRST_ROOM_ID;
  const used = new Set<number>();
  const pick = (matches: MatchRecord[]) => {
    const match = matches.find((m) => !used.has(m.id));
    if (match) used.add(match.id);
    return match;
  };
  const sportsRoom = async (match: MatchRecord, anchorId: number, subGameId: number | null) => {
    const id = roomId;
    roomId += 1;
    await db.liveRooms.create({
      roomId: id,
      category: 'sports',
      anchorId,
      matchId: match.id,
      sportId: match.sid,
      titles: textsOf((language) => `${matchNameIn(match, language)}: ${SUFFIX[language]}`),
      notices: NOTICE,
      cover: coverImage(`room-${id}-${match.lg.id}`, motifOf(match.sid)),
      startTime: match.bt,
      endTime: null,
      baseViewers: random.int(600, 5200),
      subGameId,
    });
    return id;
  };

  const live = db.matches.findMany((q) => q.where({ ms: 5, ty: 2 })).sort((a, b) => Number(b.vs?.have ?? false) - Number(a.vs?.have ?? false) || a.id - b.id);
  for (const [index, { anchorId, sportId }] of LIVE_LINE_UP.entries()) {
    const match = pick(live.filter((m) => m.sid === sportId));
    if (!match) continue;
    const game = index === 0 ? SUB_GAME_IDS.sportsRoom : null;
    const id = await sportsRoom(match, anchorId, game);
    if (game !== null) await db.subGames.create({ gameId: game, roomId: id, names: GAME_NAMES });
  }
  const today = db.matches
    .findMany((q) => q.where({ ms: 4, ty: 2, sid: 1 }))
    .filter((m) => m.bt > now && m.bt < now + 20 * HOUR)
    .sort((a, b) => a.bt - b.bt || a.id - b.id);
  for (const anchorId of SCHEDULED_ANCHORS) {
    const match = pick(today);
    if (match) await sportsRoom(match, anchorId, null);
  }

  for (const show of SHOWS) {
    const id = roomId;
    roomId += 1;
    await db.liveRooms.create({
      roomId: id,
      category: 'entertainment',
      anchorId: show.anchorId,
      matchId: null,
      sportId: null,
      titles: show.title,
      notices: NOTICE,
      cover: coverImage(`show-${id}`, show.motif),
      startTime: Math.floor((now + show.startsIn) / MINUTE) * MINUTE,
      endTime: null,
      baseViewers: random.int(300, 2400),
      subGameId: show.game ?? null,
    });
    if (show.game !== undefined) await db.subGames.create({ gameId: show.game, roomId: id, names: GAME_NAMES });
  }
}
