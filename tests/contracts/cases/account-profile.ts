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
import { accountCase, accountFailureCase, LOTUS, NOMOBILE } from './account-case';

const EMPTY = { code: 200, msg: 'success', data: null };

export const accountProfileCases: ContractCase[] = [
  accountCase({
    name: 'update nickname submits the new name for review',
    state: STATE.loggedIn,
    description: 'a nickname change of lotus888 to "Sen Vàng"',
    method: 'PUT',
    path: '/api/member/update-nickname',
    body: { nickName: 'Sen Vàng' },
    as: LOTUS,
    response: mainSuccess(null),
    check: async () => expect(await updateNickname({ nickName: 'Sen Vàng' })).toEqual(EMPTY),
  }),
  accountFailureCase({
    name: 'update nickname while another one is in review fails with 1002000011',
    state: STATE.nicknameInReview,
    description: 'a nickname change of lotus888 while a new nickname is in review',
    method: 'PUT',
    path: '/api/member/update-nickname',
    body: { nickName: 'Sen Vàng' },
    as: LOTUS,
    code: 1002000011,
    message: 'Biệt danh đang chờ duyệt',
    call: () => updateNickname({ nickName: 'Sen Vàng' }),
  }),
  accountFailureCase({
    name: 'update nickname shorter than 4 characters fails with 1002000010',
    state: STATE.loggedIn,
    description: 'a nickname change of lotus888 to a 3-character name',
    method: 'PUT',
    path: '/api/member/update-nickname',
    body: { nickName: 'Sen' },
    as: LOTUS,
    code: 1002000010,
    message: 'Biệt danh phải có từ 4 đến 10 ký tự',
    call: () => updateNickname({ nickName: 'Sen' }),
  }),
  accountCase({
    name: 'update avatar saves one of the ten avatars',
    state: STATE.loggedIn,
    description: 'an avatar change of lotus888 to avatar 5',
    method: 'PUT',
    path: '/api/member/update-avatar',
    body: { avatar: 5 },
    as: LOTUS,
    response: mainSuccess(null),
    check: async () => expect(await updateAvatar({ avatar: 5 })).toEqual(EMPTY),
  }),
  accountCase({
    name: 'update birthday sets a birthday that was not set',
    state: STATE.noMobile,
    description: 'a birthday of 1990-02-28 for nomobile01',
    method: 'PUT',
    path: '/api/member/update-birthday',
    body: { birthday: '1990-02-28' },
    as: NOMOBILE,
    response: mainSuccess(null),
    check: async () => expect(await updateBirthday({ birthday: '1990-02-28' })).toEqual(EMPTY),
  }),
  accountFailureCase({
    name: 'update birthday a second time fails with 1002000009',
    state: STATE.loggedIn,
    description: 'a birthday change of lotus888, whose birthday is set',
    method: 'PUT',
    path: '/api/member/update-birthday',
    body: { birthday: '1996-01-02' },
    as: LOTUS,
    code: 1002000009,
    message: 'Ngày sinh chỉ được thiết lập một lần',
    call: () => updateBirthday({ birthday: '1996-01-02' }),
  }),
  accountCase({
    name: 'update sex saves the emotion status',
    state: STATE.loggedIn,
    description: 'an emotion status change of lotus888 to 1 (single)',
    method: 'PUT',
    path: '/api/member/update-sex',
    body: { sex: 1 },
    as: LOTUS,
    response: mainSuccess(null),
    check: async () => expect(await updateSex({ sex: 1 })).toEqual(EMPTY),
  }),
  accountCase({
    name: 'refresh identity code issues a 6-character code with its expiry',
    state: STATE.loggedIn,
    description: 'a request for a new identity code of lotus888',
    method: 'GET',
    path: '/api/member/refreshIdentityCode',
    as: LOTUS,
    response: mainSuccess({
      identityCode: M.regex('^[A-Z0-9]{6}$', 'A7K29Q'),
      expireTime: M.regex('^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$', '2026-11-23 10:30:00'),
    }),
    check: async () => {
      const result = await refreshIdentityCode();
      expect(result.data).toEqual({ identityCode: 'A7K29Q', expireTime: '2026-11-23 10:30:00' });
    },
  }),
  accountCase({
    name: 'VIP service shows the dedicated manager of a VIP member',
    state: STATE.loggedIn,
    description: 'a request for the VIP manager of lotus888 (VIP 2)',
    method: 'POST',
    path: '/api/member/customervip/vipFont',
    as: LOTUS,
    response: mainSuccess({
      vipLevel: 2,
      managerName: M.like('Chị Lan'),
      avatarUrl: M.like('https://cdn.lotus.example/vip/manager-lan.png'),
      intro: M.like('Chuyên viên chăm sóc khách hàng VIP, hỗ trợ 24/7.'),
      workTime: M.like('09:00 - 23:00'),
      contacts: M.eachLike({ contactType: M.integer(2), value: M.like('0912345678'), link: M.like('https://zalo.me/0912345678') }),
    }),
    check: async () => {
      const result = await getVipService();
      expect(result.data).toMatchObject({ vipLevel: 2, managerName: 'Chị Lan' });
      expect(result.data?.contacts[0]?.contactType).toBe(2);
    },
  }),
  accountFailureCase({
    name: 'VIP service below the VIP level fails with 1002000020',
    state: STATE.noMobile,
    description: 'a request for the VIP manager of nomobile01 (VIP 0)',
    method: 'POST',
    path: '/api/member/customervip/vipFont',
    as: NOMOBILE,
    code: 1002000020,
    message: 'Dịch vụ này dành cho thành viên VIP',
    call: () => getVipService(),
  }),
];
