// Advertisements (GET /api/promotion/advertise/list and /list/type): home carousel banners (type 1) opening an
// activity, an app route or an external page (shown in /webview), a promotions-page banner (2), a home pop-up (3) and
// a sports banner (4). Tenant 2 has its own carousel. One carousel banner has ended and one starts tomorrow: the
// lists answer only running ones (strictly between start and end on the mock clock, server time zone).
import { formatServerTime } from '@/shared/lib/server-time';
import { db } from '../db';
import type { AdvertiseRecordType } from '../db/game-lobby-collections';
import { bannerImage, type Emblem } from './game-lobby-images';

const DAY = 86_400_000;

type Target = Pick<AdvertiseRecordType, 'jumpType' | 'jumpUrl' | 'activityId' | 'activityType'>;

const activity = (activityId: number, activityType: number): Target => ({ jumpType: 1, jumpUrl: '', activityId, activityType });
const route = (jumpUrl: string): Target => ({ jumpType: 2, jumpUrl, activityId: null, activityType: null });
const external = (jumpUrl: string): Target => ({ jumpType: 3, jumpUrl, activityId: null, activityType: null });

interface AdSeed {
  id: number;
  tenantId: number;
  type: 1 | 2 | 3 | 4;
  emblem: Emblem;
  target: Target;
  titles: readonly [vi: string, zh: string, en: string];
  /** Days from the reference time: [start, end]. */
  days?: readonly [number, number];
  frontCoverTag?: 1 | 2 | 3 | 4 | null;
}

const ADS: readonly AdSeed[] = [
  { id: 41, tenantId: 1, type: 1, emblem: 'coin', target: activity(3002, 1), titles: ['Thưởng nạp đầu 100%', '首充奖励 100%', '100% first deposit bonus'], frontCoverTag: 3 },
  { id: 42, tenantId: 1, type: 1, emblem: 'star', target: activity(3004, 2), titles: ['Vòng quay may mắn', '幸运大转盘', 'Lucky wheel'] },
  { id: 43, tenantId: 1, type: 1, emblem: 'ball', target: route('/sports'), titles: ['Cược thể thao trực tiếp', '体育滚球投注', 'Live sports betting'], frontCoverTag: 4 },
  { id: 44, tenantId: 1, type: 1, emblem: 'gem', target: external('https://lotus.example/news/vip-week'), titles: ['Tuần lễ VIP', 'VIP 周', 'VIP week'] },
  { id: 45, tenantId: 1, type: 1, emblem: 'seven', target: route('/vip'), titles: ['Đặc quyền VIP', 'VIP 特权', 'VIP privileges'] },
  { id: 46, tenantId: 1, type: 1, emblem: 'card', target: activity(3006, 6), titles: ['Hoàn trả mỗi ngày', '每日返水', 'Daily rebate'], days: [-30, -1] },
  { id: 47, tenantId: 1, type: 1, emblem: 'fish', target: activity(3008, 5), titles: ['Giải đấu bắn cá', '捕鱼锦标赛', 'Fishing tournament'], days: [1, 10] },
  { id: 51, tenantId: 1, type: 2, emblem: 'coin', target: activity(3002, 1), titles: ['Thưởng nạp đầu 100%', '首充奖励 100%', '100% first deposit bonus'] },
  { id: 61, tenantId: 1, type: 3, emblem: 'star', target: activity(3011, 11), titles: ['Quà tặng thành viên mới', '新会员礼包', 'New member gift pack'] },
  { id: 71, tenantId: 1, type: 4, emblem: 'ball', target: activity(3014, 14), titles: ['Thưởng trận đấu', '赛事奖励', 'Match rewards'], frontCoverTag: 1 },
  { id: 81, tenantId: 2, type: 1, emblem: 'gem', target: activity(3102, 1), titles: ['Hoa Sen chào đón', '莲花欢迎礼', 'Lotus welcome'] },
  { id: 82, tenantId: 2, type: 1, emblem: 'ball', target: route('/sports'), titles: ['Thể thao mỗi ngày', '每日体育', 'Sports every day'] },
];

export function buildAdvertisements(now: number): AdvertiseRecordType[] {
  const sortByType = new Map<string, number>();
  return ADS.map((ad) => {
    const key = `${ad.tenantId}:${ad.type}`;
    const sortNum = (sortByType.get(key) ?? 0) + 1;
    sortByType.set(key, sortNum);
    const [startDay, endDay] = ad.days ?? [-20, 40];
    const [vi, zh, en] = ad.titles;
    return {
      id: ad.id,
      tenantId: ad.tenantId,
      type: ad.type,
      title: vi,
      titles: { vi, zh, en },
      imageUrl: bannerImage(`ad-${ad.id}`, ad.emblem),
      ...ad.target,
      frontCoverTag: ad.frontCoverTag ?? null,
      sortNum,
      startTime: formatServerTime(now + startDay * DAY),
      endTime: formatServerTime(now + endDay * DAY),
    };
  });
}

export async function seedAdvertisements(now: number): Promise<void> {
  for (const ad of buildAdvertisements(now)) await db.advertisements.create(ad);
}
