// Main API contract cases of the announcements the message centre and /eventannouncement show: every announcement
// for a guest; a member opening a notice.
import { MatchersV3 as M } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { getMemberAnnouncementDetail, getMemberAnnouncements } from '@/shared/api/generated/main/announcement/announcement';
import type { ContractCase } from '../support/contract-case';
import { mainSuccess } from '../support/envelopes';
import { BASE64, SERVER_TIME } from '../support/patterns';
import { STATE } from '../support/states';
import { accountCase, clientCall, LOTUS } from './account-case';

const PARLAY_NOTICE = 'PHA+Q8aw4bujYyB4acOqbiB04buRaSDEkWEgPGI+MTA8L2I+IGzhu7FhIGNo4buNbi48L3A+';
const time = (example: string) => M.regex(SERVER_TIME, example);

const notice = (id: number, annType: 0 | 1, sortNum: number) => ({
  id: M.integer(id),
  title: M.like('Ra mắt cược xiên'),
  content: M.regex(BASE64, PARLAY_NOTICE),
  annType: M.integer(annType),
  sortNum: M.integer(sortNum),
  startTime: time('2026-11-22 03:00:00'),
  endTime: time('2026-12-06 03:00:00'),
  createTime: time('2026-11-22 01:00:00'),
});

export const announcementCases: ContractCase[] = [
  accountCase({
    name: 'announcements by member give a guest every public notice on display',
    state: STATE.announcementsOnDisplay,
    description: 'a guest request for every announcement',
    method: 'GET',
    path: '/api/operation/announce/config/queryAnnByMember',
    as: null,
    response: mainSuccess(M.eachLike(notice(503, 1, 30))),
    check: async () => {
      const list = (await getMemberAnnouncements()).data ?? [];
      expect(list.length).toBeGreaterThan(0);
      expect(list[0]).toMatchObject({ id: 503, annType: 1, sortNum: 30 });
    },
  }),
  clientCall('POST', '/api/operation/announce/config/queryAnnByMemberDetail', getMemberAnnouncementDetail, { state: STATE.loggedIn, as: LOTUS }).answers({
    name: 'announcement detail gives a member one notice',
    description: 'a request of lotus888 for announcement 505',
    body: { id: 505 },
    response: mainSuccess({ ...notice(505, 0, 5), id: 505, annType: 0 }),
    check: (result) => expect(result.data).toMatchObject({ id: 505, annType: 0, content: PARLAY_NOTICE }),
  }),
];
