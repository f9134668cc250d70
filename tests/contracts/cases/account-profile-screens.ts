// Main API contract cases the profile and security screens add: the codes that bind a phone (SMS, actionType 4,
// no captcha) and an e-mail (e-mail code, actionType 1, with the member's session).
import { expect } from 'vitest';
import { sendEmail, sendSms } from '@/shared/api/generated/main/auth/auth';
import type { ContractCase } from '../support/contract-case';
import { mainSuccess } from '../support/envelopes';
import { STATE } from '../support/states';
import { accountCase, accountFailureCase, NOMOBILE } from './account-case';

const EMPTY = { code: 200, msg: 'success', data: null };
const BIND_SMS = { actionType: 4, mobileArea: '84', mobile: '933221100' } as const;
const BIND_EMAIL = { email: 'chua.so@lotus.example', actionType: 1 } as const;

export const accountProfileScreenCases: ContractCase[] = [
  accountCase({
    name: 'send SMS for binding a free mobile sends the code',
    state: STATE.noMobile,
    description: 'a request of nomobile01 to send a bind-mobile SMS code to the free mobile 84 933221100',
    method: 'POST',
    path: '/api/user/verCode/sendSms',
    body: BIND_SMS,
    as: NOMOBILE,
    response: mainSuccess(null),
    check: async () => expect(await sendSms({ ...BIND_SMS })).toEqual(EMPTY),
  }),
  accountCase({
    name: 'send e-mail code for binding an address sends the code',
    state: STATE.noMobile,
    description: 'a request of nomobile01 to e-mail a bind code to chua.so@lotus.example',
    method: 'POST',
    path: '/api/user/verify/sendEmail',
    body: BIND_EMAIL,
    as: NOMOBILE,
    response: mainSuccess(null),
    check: async () => expect(await sendEmail({ ...BIND_EMAIL })).toEqual(EMPTY),
  }),
  accountFailureCase({
    name: 'send SMS a second time within a minute fails with 1001000008',
    state: STATE.bindSmsSent,
    description: 'a request of nomobile01 to send another bind-mobile SMS code to 84 933221100 within a minute',
    method: 'POST',
    path: '/api/user/verCode/sendSms',
    body: BIND_SMS,
    as: NOMOBILE,
    code: 1001000008,
    message: 'Vui lòng thử lại sau 60 giây',
    call: () => sendSms({ ...BIND_SMS }),
  }),
];
