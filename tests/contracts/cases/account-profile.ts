// Main API contract cases of the profile screens: nickname, avatar, birthday, emotion status, identity code and VIP
// manager.
import { MatchersV3 as M } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { getVipService } from '@/shared/api/generated/main/customer-service/customer-service';
import {
  refreshIdentityCode,
  updateAvatar,
  updateBirthday,
  updateNickname,
  updateSex,
} from '@/shared/api/generated/main/member/member';
import type { ContractCase } from '../support/contract-case';
import { mainSuccess } from '../support/envelopes';
import { STATE } from '../support/states';
import { clientCall, LOTUS, NOMOBILE } from './account-case';

const LOTUS_LOGGED_IN = { state: STATE.loggedIn, as: LOTUS };
const updateNicknameCall = clientCall('PUT', '/api/member/update-nickname', updateNickname, LOTUS_LOGGED_IN);
const updateBirthdayCall = clientCall('PUT', '/api/member/update-birthday', updateBirthday, { state: STATE.noMobile, as: NOMOBILE });
const getVipServiceCall = clientCall('POST', '/api/member/customervip/vipFont', getVipService, LOTUS_LOGGED_IN);

export const accountProfileCases: ContractCase[] = [
  updateNicknameCall.answersEmpty({
    name: 'update nickname submits the new name for review',
    description: 'a nickname change of lotus888 to "Sen Vàng"',
    body: { nickName: 'Sen Vàng' },
  }),
  updateNicknameCall.failsWith(1002000011, 'Biệt danh đang chờ duyệt', {
    name: 'update nickname while another one is in review fails with 1002000011',
    state: STATE.nicknameInReview,
    description: 'a nickname change of lotus888 while a new nickname is in review',
    body: { nickName: 'Sen Vàng' },
  }),
  // The document takes 4 to 10 characters; the rule (SPEC.md section 5) counts them after trimming.
  updateNicknameCall.failsWith(1002000010, 'Biệt danh phải có từ 4 đến 10 ký tự', {
    name: 'update nickname of 3 characters once trimmed fails with 1002000010',
    description: 'a nickname change of lotus888 to a name of 3 characters between spaces',
    body: { nickName: '  Sen  ' },
  }),
  clientCall('PUT', '/api/member/update-avatar', updateAvatar, LOTUS_LOGGED_IN).answersEmpty({
    name: 'update avatar saves one of the ten avatars',
    description: 'an avatar change of lotus888 to avatar 5',
    body: { avatar: 5 },
  }),
  updateBirthdayCall.answersEmpty({
    name: 'update birthday sets a birthday that was not set',
    description: 'a birthday of 1990-02-28 for nomobile01',
    body: { birthday: '1990-02-28' },
  }),
  updateBirthdayCall.failsWith(1002000009, 'Ngày sinh chỉ được thiết lập một lần', {
    name: 'update birthday a second time fails with 1002000009',
    state: STATE.loggedIn,
    description: 'a birthday change of lotus888, whose birthday is set',
    as: LOTUS,
    body: { birthday: '1996-01-02' },
  }),
  clientCall('PUT', '/api/member/update-sex', updateSex, LOTUS_LOGGED_IN).answersEmpty({
    name: 'update sex saves the emotion status',
    description: 'an emotion status change of lotus888 to 1 (single)',
    body: { sex: 1 },
  }),
  clientCall('GET', '/api/member/refreshIdentityCode', refreshIdentityCode, LOTUS_LOGGED_IN).answers({
    name: 'refresh identity code issues a 6-character code with its expiry',
    description: 'a request for a new identity code of lotus888',
    response: mainSuccess({
      identityCode: M.regex('^[A-Z0-9]{6}$', 'A7K29Q'),
      expireTime: M.regex('^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$', '2026-11-23 10:30:00'),
    }),
    check: (result) => {
      expect(result.data).toEqual({ identityCode: 'A7K29Q', expireTime: '2026-11-23 10:30:00' });
    },
  }),
  getVipServiceCall.answers({
    name: 'VIP service shows the dedicated manager of a VIP member',
    description: 'a request for the VIP manager of lotus888 (VIP 2)',
    response: mainSuccess({
      vipLevel: 2,
      managerName: M.like('Chị Lan'),
      avatarUrl: M.like('https://cdn.lotus.example/vip/manager-lan.png'),
      intro: M.like('Chuyên viên chăm sóc khách hàng VIP, hỗ trợ 24/7.'),
      workTime: M.like('09:00 - 23:00'),
      contacts: M.eachLike({ contactType: M.integer(2), value: M.like('0912345678'), link: M.like('https://zalo.me/0912345678') }),
    }),
    check: (result) => {
      expect(result.data).toMatchObject({ vipLevel: 2, managerName: 'Chị Lan' });
      expect(result.data?.contacts[0]?.contactType).toBe(2);
    },
  }),
  getVipServiceCall.failsWith(1002000020, 'Dịch vụ này dành cho thành viên VIP', {
    name: 'VIP service below the VIP level fails with 1002000020',
    state: STATE.noMobile,
    description: 'a request for the VIP manager of nomobile01 (VIP 0)',
    as: NOMOBILE,
  }),
];
