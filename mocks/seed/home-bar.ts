// Home bar entries (GET /api/user/home/bar/list): bar 1 is the game category row (one entry per game type), bar 2 the
// shortcut row (promotions, VIP, deposit, invite, a game, the app download page). Tenant 2 has its own, shorter
// shortcut row. Names are answered in the request's language.
import { SLOT_GAME_TYPE_ID, SPORT_GAME_TYPE_ID } from '@/shared/game-types/lib/game-type-rules';
import { db } from '../db';
import type { HomeBarRecordType } from '../db/game-lobby-collections';
import { FISHING_TYPE_ID, LIVE_CASINO_TYPE_ID, LOTTERY_TYPE_ID } from './game-types';
import { iconImage, type Emblem } from './game-lobby-images';

/** The tenant answered when a request names none. */
export const DEFAULT_TENANT_ID = 1;

type Target = Pick<HomeBarRecordType, 'jumpType' | 'gameTypeId' | 'jumpUrl' | 'lobbyCode'>;

const category = (gameTypeId: number): Target => ({ jumpType: 1, gameTypeId, jumpUrl: '', lobbyCode: '' });
const game = (lobbyCode: string): Target => ({ jumpType: 2, gameTypeId: null, jumpUrl: '', lobbyCode });
const path = (jumpUrl: string): Target => ({ jumpType: 3, gameTypeId: null, jumpUrl, lobbyCode: '' });
const link = (jumpUrl: string): Target => ({ jumpType: 4, gameTypeId: null, jumpUrl, lobbyCode: '' });

function bar(
  id: number,
  barType: 1 | 2,
  tenantId: number,
  emblem: Emblem,
  target: Target,
  [vi, zh, en]: readonly [string, string, string],
): HomeBarRecordType {
  const key = `bar-${id}`;
  return {
    id,
    barType,
    tenantId,
    name: vi,
    names: { vi, zh, en },
    icon: iconImage(key, emblem),
    iconActive: iconImage(key, emblem, true),
    ...target,
    sortNum: id % 100,
  };
}

export const SEED_HOME_BARS: readonly HomeBarRecordType[] = [
  bar(101, 1, 1, 'ball', category(SPORT_GAME_TYPE_ID), ['Thể thao', '体育', 'Sports']),
  bar(102, 1, 1, 'seven', category(SLOT_GAME_TYPE_ID), ['Nổ hũ', '电子', 'Slots']),
  bar(103, 1, 1, 'card', category(LIVE_CASINO_TYPE_ID), ['Casino', '真人', 'Casino']),
  bar(104, 1, 1, 'coin', category(LOTTERY_TYPE_ID), ['Xổ số', '彩票', 'Lottery']),
  bar(105, 1, 1, 'fish', category(FISHING_TYPE_ID), ['Bắn cá', '捕鱼', 'Fishing']),
  bar(201, 2, 1, 'star', path('/activity'), ['Khuyến mãi', '优惠', 'Promotions']),
  bar(202, 2, 1, 'gem', path('/vip'), ['VIP', 'VIP', 'VIP']),
  bar(203, 2, 1, 'coin', path('/deposit'), ['Nạp tiền', '充值', 'Deposit']),
  bar(204, 2, 1, 'card', path('/inviteFriends'), ['Mời bạn', '邀请好友', 'Invite']),
  bar(205, 2, 1, 'seven', game('PP_SLOT'), ['PP Nổ hũ', 'PP 电子', 'PP Slots']),
  bar(206, 2, 1, 'ball', link('https://lotus.example/app'), ['Tải ứng dụng', '下载应用', 'Get the app']),
  bar(301, 1, 2, 'ball', category(SPORT_GAME_TYPE_ID), ['Thể thao', '体育', 'Sports']),
  bar(302, 1, 2, 'seven', category(SLOT_GAME_TYPE_ID), ['Nổ hũ', '电子', 'Slots']),
  bar(401, 2, 2, 'star', path('/activity'), ['Khuyến mãi', '优惠', 'Promotions']),
  bar(402, 2, 2, 'coin', path('/deposit'), ['Nạp tiền', '充值', 'Deposit']),
];

export async function seedHomeBars(): Promise<void> {
  for (const entry of SEED_HOME_BARS) await db.homeBars.create(entry);
}
