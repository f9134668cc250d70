// The game type list in server order: sports (the C-sport game), slots (three platforms whose games come from the
// slot list), live casino (its tables in gameList), lottery (no `gameType`: the client numbers it) and fishing.
// Names are stored in Vietnamese and answered in the request's language (lobbyName). Maintenance windows are
// relative to the reference time, so the same seed and time give the same data; by default nothing is under
// maintenance, and the PP slot platform has a window tomorrow (read, but not active).
import type { GameEntry, GameType } from '@/shared/api/generated/main/model';
import { C_SPORT_GAME_ID, SLOT_GAME_TYPE_ID, SPORT_GAME_TYPE_ID } from '@/shared/game-types/lib/game-type-rules';
import { formatServerTime } from '@/shared/lib/server-time';
import { db } from '../db';
import type { Texts } from '../handlers/text-language';
import { tileImage, type Emblem } from './game-lobby-images';

const HOUR = 3_600_000;

export const LIVE_CASINO_TYPE_ID = 1001102;
export const LOTTERY_TYPE_ID = 1001103;
export const FISHING_TYPE_ID = 1001105;

interface EntrySeed {
  id: number;
  lobbyCode: string;
  names: Texts;
  emblem: Emblem;
}

const entry = (id: number, lobbyCode: string, emblem: Emblem, vi: string, zh: string, en: string): EntrySeed => ({
  id,
  lobbyCode,
  emblem,
  names: { vi, zh, en },
});

/** The slot platforms (games of the slot type): their games are answered by the slot list. */
export const SLOT_PLATFORMS: readonly EntrySeed[] = [
  entry(1001104001, 'PP_SLOT', 'seven', 'PP Nổ hũ', 'PP 电子', 'PP Slots'),
  entry(1001104002, 'PG_SLOT', 'gem', 'PG Nổ hũ', 'PG 电子', 'PG Slots'),
  entry(1001104003, 'JILI_SLOT', 'coin', 'JILI Nổ hũ', 'JILI 电子', 'JILI Slots'),
];

/** The live casino tables (entered from gameList). */
export const LIVE_GAMES: readonly EntrySeed[] = [
  entry(1001102001, 'LOTUS_LIVE', 'card', 'Lotus Live', 'Lotus 真人', 'Lotus Live'),
  entry(1001102002, 'EVO_LIVE', 'card', 'Evolution Baccarat', 'Evolution 百家乐', 'Evolution Baccarat'),
  entry(1001102003, 'SEXY_LIVE', 'card', 'AE Sexy Casino', 'AE 性感百家乐', 'AE Sexy Casino'),
  entry(1001102004, 'DG_LIVE', 'ball', 'DG Roulette', 'DG 轮盘', 'DG Roulette'),
  entry(1001102005, 'WM_LIVE', 'coin', 'WM Tài xỉu', 'WM 骰宝', 'WM Sic Bo'),
  entry(1001102006, 'SA_LIVE', 'card', 'SA Rồng hổ', 'SA 龙虎', 'SA Dragon Tiger'),
];

export const LOTTERY_GAMES: readonly EntrySeed[] = [
  entry(1001103001, 'FAST_LOTTO', 'ball', 'Xổ số nhanh', '快乐彩', 'Fast Lotto'),
  entry(1001103002, 'VN_LOTTO', 'ball', 'Xổ số miền Bắc', '越南北部彩', 'Northern Lottery'),
];

export const FISHING_GAMES: readonly EntrySeed[] = [
  entry(1001105001, 'JILI_FISH', 'fish', 'Bắn cá Jackpot', '捕鱼大亨', 'Jackpot Fishing'),
  entry(1001105002, 'JILI_MEGA_FISH', 'fish', 'Bắn cá Mega', '超级捕鱼', 'Mega Fishing'),
  entry(1001105003, 'FC_DRAGON_FISH', 'fish', 'Long Vương bắn cá', '龙王捕鱼', 'Dragon King Fishing'),
  entry(1001105004, 'KA_HAPPY_FISH', 'fish', 'Bắn cá vui vẻ', '欢乐捕鱼', 'Happy Fishing'),
];

const C_SPORT: EntrySeed = entry(C_SPORT_GAME_ID, 'c_sports', 'ball', 'C-Sports', 'C-Sports', 'C-Sports');

/** The names of the types and of every gameList entry, by id, in each answer language. */
export const LOBBY_NAMES: ReadonlyMap<number, Texts> = new Map<number, Texts>([
  [SPORT_GAME_TYPE_ID, { vi: 'Thể thao', zh: '体育', en: 'Sports' }],
  [SLOT_GAME_TYPE_ID, { vi: 'Nổ hũ', zh: '电子', en: 'Slots' }],
  [LIVE_CASINO_TYPE_ID, { vi: 'Casino trực tiếp', zh: '真人娱乐', en: 'Live casino' }],
  [LOTTERY_TYPE_ID, { vi: 'Xổ số', zh: '彩票', en: 'Lottery' }],
  [FISHING_TYPE_ID, { vi: 'Bắn cá', zh: '捕鱼', en: 'Fishing' }],
  ...[C_SPORT, ...SLOT_PLATFORMS, ...LIVE_GAMES, ...LOTTERY_GAMES, ...FISHING_GAMES].map((seed) => [seed.id, seed.names] as const),
]);

const gameOf = (seed: EntrySeed, window: Pick<GameEntry, 'startTime' | 'endTime'> = {}): GameEntry => ({
  id: seed.id,
  name: seed.names.vi,
  lobbyCode: seed.lobbyCode,
  icon: tileImage(seed.lobbyCode, seed.emblem),
  ...window,
});

export function seedGameTypeList(now: number): GameType[] {
  const tomorrow = now + 24 * HOUR;
  const [pp, ...otherPlatforms] = SLOT_PLATFORMS;
  return [
    { id: SPORT_GAME_TYPE_ID, gameType: 1, name: 'Thể thao', startTime: null, endTime: null, gameList: [gameOf(C_SPORT, { startTime: null, endTime: null })] },
    {
      id: SLOT_GAME_TYPE_ID,
      gameType: 2,
      name: 'Nổ hũ',
      startTime: '',
      endTime: '',
      gameList: [
        gameOf(pp!, { startTime: formatServerTime(tomorrow), endTime: formatServerTime(tomorrow + 2 * HOUR) }),
        ...otherPlatforms.map((platform) => gameOf(platform)),
      ],
    },
    { id: LIVE_CASINO_TYPE_ID, gameType: 3, name: 'Casino trực tiếp', startTime: null, endTime: null, gameList: LIVE_GAMES.map((game) => gameOf(game)) },
    // No gameType: the client assigns it by position.
    { id: LOTTERY_TYPE_ID, name: 'Xổ số', gameList: LOTTERY_GAMES.map((game) => gameOf(game)) },
    { id: FISHING_TYPE_ID, gameType: 5, name: 'Bắn cá', startTime: null, endTime: null, gameList: FISHING_GAMES.map((game) => gameOf(game)) },
  ];
}

export async function seedGameTypes(now: number): Promise<void> {
  for (const type of seedGameTypeList(now)) await db.gameTypes.create(type);
}
