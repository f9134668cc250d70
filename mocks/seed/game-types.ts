// The game type list in server order: sports (the C-sport game), slots (PP_SLOT), live casino and lottery.
// Maintenance windows are relative to the reference time so the same seed and time give the same data; by default
// nothing is under maintenance, and the slot game has a window tomorrow (read, but not active).
import type { GameType } from '@/shared/api/generated/main/model';
import { C_SPORT_GAME_ID, SLOT_GAME_TYPE_ID, SPORT_GAME_TYPE_ID } from '@/shared/lib/game-types';
import { formatServerTime } from '@/shared/lib/maintenance';
import { db } from '../db';

const HOUR = 3_600_000;
const CDN = 'https://cdn.lotus.example/game';

export function seedGameTypeList(now: number): GameType[] {
  const tomorrow = now + 24 * HOUR;
  return [
    {
      id: SPORT_GAME_TYPE_ID,
      gameType: 1,
      name: 'Thể thao',
      startTime: null,
      endTime: null,
      gameList: [{ id: C_SPORT_GAME_ID, name: 'C-Sports', lobbyCode: 'c_sports', icon: `${CDN}/c-sports.png`, startTime: null, endTime: null }],
    },
    {
      id: SLOT_GAME_TYPE_ID,
      gameType: 2,
      name: 'Nổ hũ',
      startTime: '',
      endTime: '',
      gameList: [
        {
          id: 1001104001,
          name: 'PP Nổ hũ',
          lobbyCode: 'PP_SLOT',
          icon: `${CDN}/pp-slot.png`,
          startTime: formatServerTime(tomorrow),
          endTime: formatServerTime(tomorrow + 2 * HOUR),
        },
      ],
    },
    {
      id: 1001102,
      gameType: 3,
      name: 'Casino trực tiếp',
      startTime: null,
      endTime: null,
      gameList: [{ id: 1001102001, name: 'Lotus Live', lobbyCode: 'LOTUS_LIVE', icon: `${CDN}/lotus-live.png` }],
    },
    {
      // No gameType: the client assigns it by position.
      id: 1001103,
      name: 'Xổ số',
      gameList: [{ id: 1001103001, name: 'Xổ số nhanh', lobbyCode: 'FAST_LOTTO', icon: `${CDN}/fast-lotto.png` }],
    },
  ];
}

export async function seedGameTypes(now: number): Promise<void> {
  for (const type of seedGameTypeList(now)) await db.gameTypes.create(type);
}
