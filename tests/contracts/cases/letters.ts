// Main API contract cases of the letters: letters by type (base64 content), read one, a selection or a whole tab,
// delete, unread counts.
import { MatchersV3 as M } from '@pact-foundation/pact';
import { expect } from 'vitest';
import {
  deleteLetter,
  deleteLetters,
  getLetterCount,
  getLetterDetail,
  getLetterList,
  getLetterTypeCount,
  markLetterRead,
  markLettersRead,
} from '@/shared/api/generated/main/letter/letter';
import type { ContractCase } from '../support/contract-case';
import { mainSuccess } from '../support/envelopes';
import { BASE64, SERVER_TIME } from '../support/patterns';
import { STATE } from '../support/states';
import { clientCall, LOTUS, NOMOBILE } from './account-case';

const BASE = '/api/operation/letter/config';
const NOT_FOUND = 'Thư không tồn tại hoặc đã bị xóa';
const VIP_LETTER = 'Q2jDumMgbeG7q25nIGLhuqFuIMSRw6MgbMOqbiBWSVAgMiE=';

const letter = (id: number, letType: 0 | 1 | 2, content = VIP_LETTER) => ({
  id: M.integer(id),
  title: M.like('Chúc mừng thăng cấp VIP'),
  content: M.regex(BASE64, content),
  letType,
  status: M.integer(0),
  sendTime: M.regex(SERVER_TIME, '2026-11-22 08:15:00'),
});

/** The letter calls below are made by lotus888, who has unread letters. */
const UNREAD = { state: STATE.lettersUnread, as: LOTUS };
const list = clientCall('POST', `${BASE}/queryLetterConfigSendList`, getLetterList, UNREAD);
const detail = clientCall('POST', `${BASE}/queryLetterConfigDetail`, getLetterDetail, UNREAD);
const markRead = clientCall('PUT', `${BASE}/updateLetterStatus`, markLetterRead, UNREAD);
const markTabRead = clientCall('PUT', `${BASE}/updateLetterStatusBatch`, markLettersRead, UNREAD);
const deleteOne = clientCall('PUT', `${BASE}/deleteLetter`, deleteLetter, UNREAD);
const deleteSome = clientCall('PUT', `${BASE}/deleteLetters`, deleteLetters, UNREAD);

export const letterCases: ContractCase[] = [
  list.answers({
    name: 'letter list gives one page of a tab with base64 content',
    description: 'a request for the first page of notifications (letType 0) of lotus888',
    body: { letType: 0, current: 1, size: 20 },
    response: mainSuccess({ records: M.eachLike(letter(9001, 0)), total: M.integer(3), current: 1, size: 20 }),
    check: (result) => {
      expect(result.data?.records[0]).toMatchObject({ id: 9001, letType: 0, content: VIP_LETTER });
      expect(result.data?.total).toBe(3);
    },
  }),
  list.answers({
    name: 'letter list of an empty tab has no records',
    state: STATE.noSportLetters,
    description: 'a request for the sport-list letters (letType 2) of nomobile01',
    body: { letType: 2, current: 1, size: 20 },
    as: NOMOBILE,
    response: mainSuccess({ records: [], total: 0, current: 1, size: 20 }),
    check: (result) => expect(result.data).toEqual({ records: [], total: 0, current: 1, size: 20 }),
  }),
  detail.answers({
    name: 'letter detail gives one letter',
    description: 'a request for letter 9001 of lotus888',
    body: { id: 9001 },
    response: mainSuccess({ ...letter(9001, 0), id: 9001 }),
    check: (result) => expect(result.data).toMatchObject({ id: 9001, letType: 0, status: 0 }),
  }),
  detail.failsWith(1005000030, NOT_FOUND, {
    name: 'letter detail of a deleted letter fails with 1005000030',
    description: 'a request for letter 9999, which lotus888 does not have',
    body: { id: 9999 },
  }),
  markRead.answersEmpty({
    name: 'update letter status marks one letter read',
    description: 'marking letter 9001 of lotus888 read',
    body: { id: 9001 },
  }),
  markTabRead.answersEmpty({
    name: 'update letter status batch marks a whole tab read',
    description: 'marking every sport-list letter (letType 2) of lotus888 read',
    body: { letType: 2 },
  }),
  markTabRead.answersEmpty({
    name: 'update letter status batch marks the selected letters of a tab read',
    description: 'marking the selected event letters 9002 and 9006 of lotus888 read',
    body: { letType: 1, ids: [9002, 9006] },
  }),
  deleteOne.answersEmpty({
    name: 'delete letter removes one letter',
    description: 'deleting the unread letter 9002 of lotus888',
    body: { id: 9002 },
  }),
  deleteOne.failsWith(1005000030, NOT_FOUND, {
    name: 'delete letter of a letter that is gone fails with 1005000030',
    description: 'deleting letter 9999, which lotus888 does not have',
    body: { id: 9999 },
  }),
  deleteSome.answersEmpty({
    name: 'delete letters removes the selected letters',
    description: 'deleting letters 9004 and 9005 of lotus888',
    body: { ids: [9004, 9005] },
  }),
  clientCall('GET', `${BASE}/queryLetterTypeCount`, () => getLetterTypeCount(), UNREAD).answers({
    name: 'letter type count gives the unread letters per tab',
    description: 'a request for the unread letters per tab of lotus888',
    response: mainSuccess({ announceCount: 1, eventCount: 1, activityCount: 1, totalCount: 3 }),
    check: (result) => expect(result.data).toEqual({ announceCount: 1, eventCount: 1, activityCount: 1, totalCount: 3 }),
  }),
  clientCall('GET', `${BASE}/queryLetterCount`, () => getLetterCount(), UNREAD).answers({
    name: 'letter count gives the unread total of the account tab badge',
    description: 'a request for the unread letter total of lotus888',
    response: mainSuccess({ totalCount: 3 }),
    check: (result) => expect(result.data).toEqual({ totalCount: 3 }),
  }),
];
