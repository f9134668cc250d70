// The home screen's banners and quick entries for its stories and tests: fixed answers with pictures drawn here,
// so each state (several banners, none, a failure) is exactly what the story says.
import { http, type HttpHandler } from 'msw';
import type { Advertise, HomeBar } from '@/shared/api/generated/main/model';
import { getGetHomeBarListUrl } from '@/shared/api/generated/main/home/home';
import { getGetAdvertiseListByTypeUrl } from '@/shared/api/generated/main/promotion/promotion';
import { ok } from '@mocks/handlers/main-envelope';

const BANNER_PATH = getGetAdvertiseListByTypeUrl({ type: 1 }).split('?')[0] ?? '';
const HOME_BAR_PATH = getGetHomeBarListUrl().split('?')[0] ?? '';

/** A 750 x 300 banner picture: a coloured field with a gold disc on the right (the app writes the title on the left). */
function bannerPicture(colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300"><rect width="750" height="300" fill="${colour}"/><circle cx="600" cy="150" r="100" fill="#ffd54a"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const iconPicture = (colour: string): string =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="28" fill="${colour}"/></svg>`)}`;

const running = { startTime: '2026-01-01 00:00:00', endTime: '2099-12-31 23:59:59' };

export const BANNERS: Advertise[] = [
  { id: 41, title: 'Thưởng nạp đầu 100%', imageUrl: bannerPicture('#0f7a5c'), type: 1, activityId: 3001, activityType: 1, jumpType: 1, jumpUrl: '', sortNum: 1, ...running },
  { id: 42, title: 'Giải Ngoại hạng Anh', imageUrl: bannerPicture('#1e5fa8'), type: 1, activityId: null, activityType: null, jumpType: 2, jumpUrl: '/sports', sortNum: 2, ...running },
  { id: 43, title: 'Lotus Club', imageUrl: bannerPicture('#8a3ffc'), type: 1, activityId: null, activityType: null, jumpType: 3, jumpUrl: 'https://club.lotus.example/vip', sortNum: 3, ...running },
];

export const HOME_BAR: HomeBar[] = [
  { id: 11, name: 'Thể thao', icon: iconPicture('#0f7a5c'), gameTypeId: 1001101, jumpType: 1, jumpUrl: '', lobbyCode: '', sortNum: 1 },
  { id: 12, name: 'Nổ hũ', icon: iconPicture('#e0a100'), gameTypeId: 1001104, jumpType: 1, jumpUrl: '', lobbyCode: '', sortNum: 2 },
  { id: 13, name: 'Khuyến mãi', icon: iconPicture('#c62828'), gameTypeId: null, jumpType: 3, jumpUrl: '/activity', lobbyCode: '', sortNum: 3 },
  { id: 14, name: 'VIP', icon: iconPicture('#8a3ffc'), gameTypeId: null, jumpType: 3, jumpUrl: '/vip', lobbyCode: '', sortNum: 4 },
];

/** Banners (given order reversed on the wire, to show the screen sorts them) and the quick-entry bar. */
export function homeContent({ banners = BANNERS, bar = HOME_BAR }: { banners?: Advertise[]; bar?: HomeBar[] } = {}): HttpHandler[] {
  return [
    http.get(`*${BANNER_PATH}`, () => ok([...banners].reverse())),
    http.get(`*${HOME_BAR_PATH}`, () => ok(bar)),
  ];
}

export { BANNER_PATH, HOME_BAR_PATH };
