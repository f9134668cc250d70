// The lucky wheels: the prizes of each wheel campaign (names in every answer language, relative chances), the spins
// every member starts with and how many a deposit adds, and the other players' recent wins for the marquee.
import { maskAccountName } from '@/shared/lib/masking';
import { db } from '../db';
import type { WheelPrize, WheelRecordType } from '../db/lucky-wheel-collections';
import { allLanguages, moneyText } from './campaigns-texts';
import type { Random } from './random';

type PrizeSeed = readonly [prizeType: 0 | 1 | 2 | 3, amount: number, weight: number];

const NO_PRIZE = { vi: 'Chúc may mắn lần sau', zh: '谢谢参与', en: 'Better luck next time' };
const GIFTS: Readonly<Record<number, { vi: string; zh: string; en: string }>> = {
  1: { vi: 'Áo đấu Lotus', zh: 'Lotus 球衣', en: 'Lotus jersey' },
  2: { vi: 'Tai nghe không dây', zh: '无线耳机', en: 'Wireless earbuds' },
};

function prizeName([prizeType, amount]: PrizeSeed) {
  if (prizeType === 1) return allLanguages((language) => moneyText(amount, language));
  if (prizeType === 2) return allLanguages((language) => ({ vi: `Thêm ${amount} lượt`, zh: `再转 ${amount} 次`, en: `${amount} more ${amount === 1 ? 'spin' : 'spins'}` })[language]);
  if (prizeType === 3) return GIFTS[amount] ?? GIFTS[1]!;
  return NO_PRIZE;
}

const prizes = (seeds: readonly PrizeSeed[]): WheelPrize[] =>
  seeds.map((seed, index) => ({ id: index + 1, names: prizeName(seed), prizeType: seed[0], amount: seed[1], weight: seed[2], sortNum: index + 1 }));

export const WHEELS: readonly WheelRecordType[] = [
  {
    activityId: 3004,
    depositPerSpin: 1_000_000,
    freeSpins: 3,
    turnoverMultiple: 1,
    prizes: prizes([[1, 1_000_000, 1], [1, 20_000, 20], [2, 1, 10], [1, 200_000, 4], [0, 0, 20], [1, 50_000, 14], [3, 1, 2], [1, 100_000, 8]]),
  },
  {
    activityId: 3063,
    depositPerSpin: 1_111_000,
    freeSpins: 1,
    turnoverMultiple: 1,
    prizes: prizes([[1, 1_111_000, 1], [1, 11_000, 20], [1, 111_000, 6], [0, 0, 18], [1, 22_000, 16], [2, 1, 8], [1, 55_000, 10], [3, 2, 1], [1, 33_000, 14], [0, 0, 18], [1, 66_000, 8]]),
  },
  {
    activityId: 3065,
    depositPerSpin: 500_000,
    freeSpins: 1,
    turnoverMultiple: 1,
    prizes: prizes([[1, 888_000, 1], [1, 12_000, 18], [1, 25_000, 14], [0, 0, 16], [1, 50_000, 10], [2, 1, 8], [1, 120_000, 5], [3, 1, 2], [1, 18_000, 16], [1, 250_000, 2], [0, 0, 16], [1, 36_000, 12]]),
  },
];

const NAME_PARTS = ['anh', 'binh', 'cuong', 'dung', 'giang', 'hai', 'khanh', 'linh', 'nam', 'phuong', 'quang', 'son', 'trang', 'vy'];

/** A dozen recent wins by other players on each wheel, newest last (cash prizes only). */
async function seedWinners(random: Random, wheel: WheelRecordType, now: number): Promise<void> {
  const cash = wheel.prizes.filter((prize) => prize.prizeType === 1);
  for (let win = 0; win < 12; win += 1) {
    const userName = maskAccountName(`${random.pick(NAME_PARTS)}${random.int(100, 999)}`);
    const time = now - (12 - win) * random.int(4, 16) * 60_000;
    await db.wheelWinners.create({ activityId: wheel.activityId, userName, prizeId: random.pick(cash).id, time });
  }
}

export async function seedLuckyWheels(random: Random, now: number): Promise<void> {
  for (const wheel of WHEELS) {
    await db.wheels.create(wheel);
    await seedWinners(random, wheel, now);
  }
}
