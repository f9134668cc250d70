// The designed VIP experience calls (openapi/main/paths/vip-services-designed.yaml): the experiences with the level
// each unlocks at, the member's requests, and a new request (members at the level or above, one waiting request per
// experience, a date from tomorrow to 90 days ahead, 1 to the experience's guest limit).
import type {
  VipExperienceListResponse,
  VipExperienceRequestBody,
  VipExperienceRequestListResponse,
  VipExperienceRequestResponse,
} from '@/shared/api/generated/main/model';
import { db } from '../db';
import { bodyObject, serverTime } from './account-shared';
import { fail, ok, resultCodes } from './main-envelope';
import { memberRoute, route } from './routes';
import { syncVipLevel } from './vip-levels-progress';

export const { codes: VipServiceCode, messages: vipServiceMessages } = resultCodes({
  belowLevel: [1002000042, { vi: 'Cấp VIP của bạn chưa mở trải nghiệm này', zh: '您的VIP等级尚未解锁此体验', en: 'Your VIP level has not unlocked this experience yet' }],
  alreadyWaiting: [1002000043, { vi: 'Bạn đã có một yêu cầu đang chờ xử lý', zh: '您已有一个待处理的申请', en: 'You already have a request waiting' }],
  badDate: [1002000044, { vi: 'Ngày mong muốn phải từ ngày mai đến 90 ngày tới', zh: '期望日期须在明天至90天内', en: 'The preferred date must be from tomorrow to 90 days ahead' }],
  badGuests: [1002000045, { vi: 'Số khách không hợp lệ', zh: '人数无效', en: 'Invalid number of guests' }],
});

const DAY = 86_400_000;
const MAX_DAYS_AHEAD = 90;
const MAX_REMARK = 200;

const failWith = (code: number) => fail(code, vipServiceMessages[code]);

/** The server day (yyyy-MM-dd, +08:00) `days` after the day of `now`. */
const serverDay = (now: number, days = 0): string => serverTime(now + days * DAY).slice(0, 10);

function requestsOf(memberId: number) {
  return db.vipExperienceRequests
    .findMany((q) => q.where({ memberId }))
    .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.requestNo.localeCompare(a.requestNo));
}

let sequence = 0;
/** VX + server date + member id + a sequence: unique in the mock session. */
function nextRequestNo(memberId: number, now: number): string {
  const taken = new Set(db.vipExperienceRequests.all().map((request) => request.requestNo));
  let requestNo: string;
  do {
    sequence += 1;
    requestNo = `VX${serverDay(now).replaceAll('-', '')}${memberId}${String(sequence).padStart(4, '0')}`;
  } while (taken.has(requestNo));
  return requestNo;
}

async function requestExperience(memberId: number, body: Record<string, unknown>) {
  const { experienceType, preferredDate, guests, remark } = body as Partial<Record<keyof VipExperienceRequestBody, unknown>>;
  const experience = db.vipExperiences.findFirst((q) => q.where({ experienceType: (type) => type === experienceType }));
  const member = await syncVipLevel(memberId);
  if (!experience || !experience.requestOpen || (member?.vipLevel ?? 0) < experience.minVipLevel) return failWith(VipServiceCode.belowLevel);
  if (typeof guests !== 'number' || !Number.isInteger(guests) || guests < 1 || guests > experience.maxGuests) return failWith(VipServiceCode.badGuests);
  const now = Date.now();
  if (
    typeof preferredDate !== 'string' ||
    !/^\d{4}-\d{2}-\d{2}$/.test(preferredDate) ||
    preferredDate < serverDay(now, 1) ||
    preferredDate > serverDay(now, MAX_DAYS_AHEAD)
  ) {
    return failWith(VipServiceCode.badDate);
  }
  if (requestsOf(memberId).some((request) => request.experienceType === experience.experienceType && request.status === 0)) {
    return failWith(VipServiceCode.alreadyWaiting);
  }
  const record = await db.vipExperienceRequests.create({
    memberId,
    requestNo: nextRequestNo(memberId, now),
    experienceType: experience.experienceType,
    preferredDate,
    guests,
    remark: typeof remark === 'string' ? remark.trim().slice(0, MAX_REMARK) : '',
    status: 0,
    createTime: serverTime(now),
  });
  const { memberId: _owner, ...request } = record;
  return ok(request);
}

export const vipServiceHandlers = [
  route<never, never, VipExperienceListResponse>({ api: 'main', method: 'GET', path: '/api/member/vip/experiences', auth: false }, () =>
    ok(db.vipExperiences.all().sort((a, b) => a.experienceType - b.experienceType)),
  ),

  memberRoute<never, never, VipExperienceRequestListResponse>({ api: 'main', method: 'GET', path: '/api/member/vip/experienceRequests' }, ({ auth }) =>
    ok(requestsOf(auth.member.id).map(({ memberId: _owner, ...request }) => request)),
  ),

  memberRoute<never, VipExperienceRequestBody, VipExperienceRequestResponse>(
    { api: 'main', method: 'POST', path: '/api/member/vip/experienceRequest' },
    async ({ request, auth }) => requestExperience(auth.member.id, await bodyObject(request)),
  ),
];
