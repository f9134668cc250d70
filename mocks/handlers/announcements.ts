// Announcements shown to the member or a guest: normal (annType 0) and deposit (annType 1) notices inside their
// display window, highest sortNum first. A valid session also shows the notices meant for its VIP level.
import type {
  Announcement,
  AnnouncementDetailResponse,
  AnnouncementListResponse,
} from '@/shared/api/generated/main/model';
import { AnnouncementDetailRequest } from '@/shared/api/generated/main/zod/schemas/index.zod';
import { db } from '../db';
import type { AnnouncementRecordType } from '../db/account-collections';
import { AccountCode, accountFail, parseBody, parseServerTime } from './account-shared';
import { ok, tokenOf } from './main-envelope';
import { route } from './routes';
import { findMember, findSession } from './session';

const toAnnouncement = ({ minVipLevel: _hidden, ...announcement }: AnnouncementRecordType): Announcement => announcement;

/** VIP level of the caller: the member's with a valid session, 0 for guests. */
function viewerLevel(request: Request): number {
  const session = findSession(tokenOf(request), 'main');
  return (session ? findMember(session.memberId)?.vipLevel : undefined) ?? 0;
}

function visible(announcement: AnnouncementRecordType, vipLevel: number, now: number): boolean {
  const start = parseServerTime(announcement.startTime ?? '');
  const end = parseServerTime(announcement.endTime ?? '');
  const inWindow = (Number.isNaN(start) || start <= now) && (Number.isNaN(end) || now < end);
  return inWindow && vipLevel >= announcement.minVipLevel;
}

/** Announcements the caller sees now, highest sortNum first. */
export function visibleAnnouncements(request: Request, annType?: number): AnnouncementRecordType[] {
  const level = viewerLevel(request);
  const now = Date.now();
  return db.announcements
    .findMany()
    .filter((a) => (annType === undefined || a.annType === annType) && visible(a, level, now))
    .sort((a, b) => b.sortNum - a.sortNum || b.id - a.id);
}

export const announcementHandlers = [
  route<never, never, AnnouncementListResponse>(
    { api: 'main', method: 'GET', path: '/api/operation/announce/config/queryAnnByMember', auth: false },
    ({ request }) => {
      const raw = new URL(request.url).searchParams.get('annType');
      if (raw !== null && raw !== '0' && raw !== '1') return accountFail(AccountCode.badRequest);
      return ok(visibleAnnouncements(request, raw === null ? undefined : Number(raw)).map(toAnnouncement));
    },
  ),

  route<never, never, AnnouncementDetailResponse>(
    { api: 'main', method: 'POST', path: '/api/operation/announce/config/queryAnnByMemberDetail', auth: false },
    async ({ request }) => {
      const body = await parseBody(request, AnnouncementDetailRequest);
      const found = body ? visibleAnnouncements(request).find((a) => a.id === body.id) : undefined;
      return found ? ok(toAnnouncement(found)) : accountFail(AccountCode.announcementNotFound);
    },
  ),
];
