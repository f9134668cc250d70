// Main API contract cases of announcements (/eventannouncement, deposit notices) and feedback with its replies.
import { MatchersV3 as M } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { getAdviceDetail, getAdviceList, hasUnreadAdviceReply, saveAdvice } from '@/shared/api/generated/main/advice/advice';
import { getMemberAnnouncementDetail, getMemberAnnouncements } from '@/shared/api/generated/main/announcement/announcement';
import type { ContractCase } from '../support/contract-case';
import { mainSuccess } from '../support/envelopes';
import { BASE64, SERVER_TIME } from '../support/patterns';
import { STATE } from '../support/states';
import { accountCase, accountFailureCase, clientCall, LOTUS } from './account-case';

const USDT_NOTICE = 'PHA+TuG6oXAgVVNEVCBxdWEgbeG6oW5nIFRSQzIwIMSRxrDhu6NjIHjhu60gbMO9IHRyb25nIDMgcGjDunQuPC9wPg==';
const IMAGE = 'https://cdn.lotus.example/upload/fb/20261122/a1b2c3.jpg';
const FEEDBACK = 'Trang nạp tiền tải rất chậm vào buổi tối, mong được khắc phục.';
const time = (example: string) => M.regex(SERVER_TIME, example);

const announcement = (id: number, annType: 0 | 1 | ReturnType<typeof M.integer>, sortNum: number) => ({
  id: M.integer(id),
  title: M.like('Nạp USDT nhanh'),
  content: M.regex(BASE64, USDT_NOTICE),
  annType,
  sortNum: M.integer(sortNum),
  startTime: time('2026-11-18 03:00:00'),
  endTime: time('2026-12-18 03:00:00'),
  createTime: time('2026-11-18 01:00:00'),
});

const getMemberAnnouncementDetailCall = clientCall('POST', '/api/operation/announce/config/queryAnnByMemberDetail', getMemberAnnouncementDetail, { state: STATE.announcementsOnDisplay, as: null });
const LOTUS_LOGGED_IN = { state: STATE.loggedIn, as: LOTUS };
const saveAdviceCall = clientCall('POST', '/api/operation/advice/config/saveAdviceConfig', saveAdvice, LOTUS_LOGGED_IN);

export const accountServiceCases: ContractCase[] = [
  accountCase({
    name: 'announcements by member give a guest the deposit notices',
    state: STATE.announcementsOnDisplay,
    description: 'a guest request for the deposit announcements (annType 1)',
    method: 'GET',
    path: '/api/operation/announce/config/queryAnnByMember',
    query: { annType: '1' },
    as: null,
    response: mainSuccess(M.eachLike(announcement(503, 1, 30))),
    check: async () => {
      const result = await getMemberAnnouncements({ annType: 1 });
      expect(result.data?.[0]).toMatchObject({ id: 503, annType: 1, sortNum: 30, content: USDT_NOTICE });
    },
  }),
  clientCall('GET', '/api/operation/announce/config/queryAnnByMember', getMemberAnnouncements, LOTUS_LOGGED_IN).answers({
    name: 'announcements by member give a member every notice on display',
    description: 'a request of lotus888 for every announcement',
    response: mainSuccess(M.eachLike(announcement(503, M.integer(1), 30))),
    check: (result) => expect(result.data?.length).toBeGreaterThan(0),
  }),
  getMemberAnnouncementDetailCall.answers({
    name: 'announcement detail gives one announcement',
    description: 'a guest request for announcement 502',
    body: { id: 502 },
    response: mainSuccess({ ...announcement(502, 1, 20), id: 502 }),
    check: (result) => expect(result.data).toMatchObject({ id: 502, annType: 1, sortNum: 20 }),
  }),
  getMemberAnnouncementDetailCall.failsWith(1005000020, 'Thông báo không tồn tại hoặc đã hết hạn', {
    name: 'announcement detail of an ended announcement fails with 1005000020',
    description: 'a guest request for announcement 507, whose display has ended',
    body: { id: 507 },
  }),
  saveAdviceCall.answers({
    name: 'save advice stores feedback with an image',
    description: 'feedback of lotus888 about a slow deposit page with one image',
    body: { adviceType: 2, content: FEEDBACK, images: [IMAGE] },
    response: mainSuccess(null),
    check: (result) => expect(result.code).toBe(200),
  }),
  // The document takes 10 characters or more; the server counts them after trimming.
  saveAdviceCall.failsWith(1005000040, 'Nội dung góp ý phải có ít nhất 10 ký tự', {
    name: 'save advice of 8 characters once trimmed fails with 1005000040',
    description: 'feedback of lotus888 with 8 characters between spaces',
    body: { adviceType: 1, content: '  Chậm quá  ' },
  }),
  accountCase({
    name: 'advice list gives the feedback with reply flags',
    state: STATE.feedbackUnreadReply,
    description: 'a request for the first page of feedback of lotus888',
    method: 'GET',
    path: '/api/operation/advice/config/list',
    query: { current: '1', size: '20' },
    as: LOTUS,
    response: mainSuccess({
      records: M.eachLike({
        id: M.integer(7001),
        adviceType: M.integer(2),
        content: M.like(FEEDBACK),
        images: M.eachLike(IMAGE, 0),
        status: M.integer(1),
        hasUnreadReply: M.boolean(true),
        createTime: time('2026-11-22 21:05:00'),
      }),
      total: M.integer(3),
      current: 1,
      size: 20,
    }),
    check: async () => {
      const result = await getAdviceList({ current: 1, size: 20 });
      expect(result.data?.records[0]).toMatchObject({ id: 7001, hasUnreadReply: true });
    },
  }),
  accountCase({
    name: 'advice show gives the feedback with its replies',
    state: STATE.feedbackUnreadReply,
    description: 'a request for feedback 7001 of lotus888',
    method: 'GET',
    path: '/api/operation/advice/config/show/7001',
    as: LOTUS,
    response: mainSuccess({
      id: 7001,
      adviceType: M.integer(2),
      content: M.like(FEEDBACK),
      images: M.eachLike(IMAGE, 0),
      status: 1,
      createTime: time('2026-11-22 21:05:00'),
      replies: M.eachLike({ id: M.integer(1), content: M.like('Cảm ơn góp ý của bạn.'), replyTime: time('2026-11-23 09:30:00') }),
    }),
    check: async () => {
      const result = await getAdviceDetail(7001);
      expect(result.data).toMatchObject({ id: 7001, status: 1 });
      expect(result.data?.replies[0]?.content).toBe('Cảm ơn góp ý của bạn.');
    },
  }),
  accountFailureCase({
    name: 'advice show of unknown feedback fails with 1005000043',
    state: STATE.feedbackUnreadReply,
    description: 'a request for feedback 9999, which lotus888 did not send',
    method: 'GET',
    path: '/api/operation/advice/config/show/9999',
    as: LOTUS,
    code: 1005000043,
    message: 'Góp ý không tồn tại',
    call: () => getAdviceDetail(9999),
  }),
  clientCall('GET', '/api/operation/advice/config/hasUnreadReply', hasUnreadAdviceReply, { state: STATE.feedbackUnreadReply, as: LOTUS }).answers({
    name: 'has unread reply says whether a reply waits',
    description: 'a request whether lotus888 has an unread feedback reply',
    response: mainSuccess(true),
    check: (result) => expect(result.data).toBe(true),
  }),
];
