// The slot games of every platform: names made of a word and a subject in each answer language (Vietnamese puts the
// subject first), a provider game code, a generated tile, and hot / new / jackpot flags drawn from the seed.
// About 300 games; the same seed always gives the same catalogue.
import type { Texts } from '../handlers/text-language';
import { db } from '../db';
import type { SlotGameRecordType } from '../db/game-lobby-collections';
import { EMBLEM_NAMES, tileImage } from './game-lobby-images';
import { SLOT_PLATFORMS } from './game-types';
import type { Random } from './random';

type Word = readonly [en: string, vi: string, zh: string];

const QUALITIES: readonly Word[] = [
  ['Golden', 'Vàng', '黄金'], ['Lucky', 'May Mắn', '幸运'], ['Mighty', 'Hùng Mạnh', '威猛'], ['Wild', 'Hoang Dã', '狂野'],
  ['Sweet', 'Ngọt Ngào', '甜蜜'], ['Royal', 'Hoàng Gia', '皇家'], ['Mystic', 'Huyền Bí', '神秘'], ['Fiery', 'Rực Lửa', '烈焰'],
  ['Jade', 'Ngọc Bích', '翡翠'], ['Silver', 'Bạc', '白银'], ['Thunder', 'Sấm Sét', '雷霆'], ['Crystal', 'Pha Lê', '水晶'],
  ['Ancient', 'Cổ Đại', '远古'], ['Starry', 'Ngàn Sao', '星辰'], ['Happy', 'Vui Vẻ', '欢乐'], ['Great', 'Vĩ Đại', '伟大'],
];

const SUBJECTS: readonly Word[] = [
  ['Dragon', 'Rồng', '龙'], ['Phoenix', 'Phượng Hoàng', '凤凰'], ['Tiger', 'Hổ', '虎'], ['Lotus', 'Hoa Sen', '莲花'],
  ['Fortune', 'Tài Lộc', '财富'], ['Temple', 'Đền Thiêng', '神殿'], ['Panda', 'Gấu Trúc', '熊猫'], ['Koi', 'Cá Chép', '锦鲤'],
  ['Pharaoh', 'Pharaoh', '法老'], ['Gems', 'Đá Quý', '宝石'], ['Fruits', 'Trái Cây', '水果'], ['Olympus', 'Olympus', '奥林匹斯'],
  ['Buffalo', 'Trâu Rừng', '野牛'], ['Empress', 'Nữ Hoàng', '女皇'], ['Treasure', 'Kho Báu', '宝藏'], ['Lantern', 'Đèn Lồng', '灯笼'],
];

const EDITIONS: readonly Word[] = [['', '', ''], ['Deluxe', 'Deluxe', '豪华版'], ['Megaways', 'Megaways', 'Megaways']];

/** Games per platform, in SLOT_PLATFORMS order. */
export const SLOT_GAME_COUNTS: readonly number[] = [120, 96, 84];

/** Game ids: 880001 upwards, in platform order. */
export const FIRST_SLOT_GAME_ID = 880_001;

const CODE_PREFIX: Readonly<Record<string, string>> = { PP_SLOT: 'vs20', PG_SLOT: 'pg-', JILI_SLOT: 'jl_' };

function nameOf(quality: Word, subject: Word, edition: Word): Texts {
  const join = (...parts: string[]) => parts.filter(Boolean).join(' ');
  return {
    en: join(quality[0], subject[0], edition[0]),
    vi: join(subject[1], quality[1], edition[1]),
    zh: `${quality[2]}${subject[2]}${edition[2] ? ` ${edition[2]}` : ''}`,
  };
}

/** Every (quality, subject, edition) combination once, in a seeded order. */
function shuffledNames(random: Random): Texts[] {
  const all: Texts[] = [];
  for (const edition of EDITIONS) for (const quality of QUALITIES) for (const subject of SUBJECTS) all.push(nameOf(quality, subject, edition));
  for (let i = all.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    [all[i], all[j]] = [all[j]!, all[i]!];
  }
  return all;
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

export function buildSlotGames(random: Random): SlotGameRecordType[] {
  const names = shuffledNames(random);
  const games: SlotGameRecordType[] = [];
  SLOT_PLATFORMS.forEach((platform, platformIndex) => {
    const count = SLOT_GAME_COUNTS[platformIndex] ?? 0;
    for (let index = 0; index < count; index += 1) {
      const name = names[games.length]!;
      const gameCode = `${CODE_PREFIX[platform.lobbyCode] ?? ''}${slug(name.en)}`;
      games.push({
        id: FIRST_SLOT_GAME_ID + games.length,
        platformId: platform.id,
        gameCode,
        name: name.vi,
        names: name,
        lobbyCode: platform.lobbyCode,
        imageUrl: tileImage(gameCode, random.pick(EMBLEM_NAMES)),
        isHot: index < 3 || random.chance(0.18),
        isNew: random.chance(0.12),
        jackpot: random.chance(0.1),
        demo: index % 3 === 0,
        sortNum: index + 1,
      });
    }
  });
  return games;
}

export async function seedSlotGames(random: Random): Promise<void> {
  for (const game of buildSlotGames(random)) await db.slotGames.create(game);
}
