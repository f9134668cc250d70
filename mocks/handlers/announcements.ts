// Announcements shown to the member or a guest: normal (annType 0) and deposit (annType 1) notices inside their
// display window, highest sortNum first. A valid session also shows the notices meant for its VIP level. Titles,
// bodies and failure messages follow the request's language.
import type {
  Announcement,
  AnnouncementDetailResponse,
  AnnouncementListResponse,
} from '@/shared/api/generated/main/model';
import { AnnouncementDetailRequest } from '@/shared/api/generated/main/zod/schemas/index.zod';
import { db } from '../db';
import type { AnnouncementRecordType } from '../db/account-collections';
import { ANNOUNCEMENT_BODIES, ANNOUNCEMENT_TITLES } from '../seed/account-content';
import { AccountCode, parseBody, parseServerTime } from './account-shared';
import { ok, tokenOf } from './main-envelope';
import { route } from './routes';
import { accountFailFor, messageCatalogue } from './service-language';
import { findMember, findSession } from './session';
import { textLanguageOf } from './text-language';

const announcementTexts = messageCatalogue(ANNOUNCEMENT_TITLES, ANNOUNCEMENT_BODIES);

/** An announcement as the caller reads it: without the mock-only fields, in the request's language. */
function toAnnouncement(request: Request): (record: AnnouncementRecordType) => Announcement {
  const language = textLanguageOf(request);
  return ({ minVipLevel: _hidden, ...announcement }) => ({ ...announcement, ...announcementTexts(announcement, language) });
}

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
      if (raw !== null && raw !== '0' && raw !== '1') return accountFailFor(request, AccountCode.badRequest);
      return ok(visibleAnnouncements(request, raw === null ? undefined : Number(raw)).map(toAnnouncement(request)));
    },
  ),

  route<never, never, AnnouncementDetailResponse>(
    { api: 'main', method: 'POST', path: '/api/operation/announce/config/queryAnnByMemberDetail', auth: false },
    async ({ request }) => {
      const body = await parseBody(request, AnnouncementDetailRequest);
      const found = body ? visibleAnnouncements(request).find((a) => a.id === body.id) : undefined;
      return found ? ok(toAnnouncement(request)(found)) : accountFailFor(request, AccountCode.announcementNotFound);
    },
  ),
];
