// Main API contract cases of the security screens: bind a mobile or an e-mail, change the password, and set up
// the withdraw password (RSA ciphertext only, never the clear digits).
import { MatchersV3 as M } from '@pact-foundation/pact';
import { expect } from 'vitest';
import {
  bindEmail,
  bindMobile,
  getWithdrawPwdPublicKey,
  setupWithdrawPwd,
  updatePassword,
  validBindMobileNo,
} from '@/shared/api/generated/main/member/member';
import { WITHDRAW_PWD_PARAM } from '../support/account-states';
import type { ContractCase } from '../support/contract-case';
import { mainSuccess } from '../support/envelopes';
import { STATE } from '../support/states';
import { accountCase, accountFailureCase, LOTUS, NOMOBILE } from './account-case';

const EMPTY = { code: 200, msg: 'success', data: null };
const FREE_MOBILE = { mobileArea: '84', mobile: '933221100' };
/** An RSA (PKCS#1 v1.5) ciphertext as the client sends it; the provider state supplies one made with its own key. */
const EXAMPLE_CIPHERTEXT =
  'Xlo39iUgj1eEGQEF77gWrT78E4vDR4bVhQZDYh5oOZP5B/DS8033YScWIJpQ/pUNjOrf3ONVTU6Dt912O3zhKcd17mBwg4t5EGAJqsZ9E/gONeMlRZ2PnvxFoebLoxSuRlo+MwOYBbZIXk0smKJKZMojMOQvf8C2FYw9torK47A=';
const EXAMPLE_PUBLIC_KEY =
  'MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQC+nXVEuFbrGEARM7Xsv5g5G9QyQEB2XPDuX5uePsPxQtJu2EXUMB4QtY+oRdS1h1lQi/ZJWxF52+1oHurzGFnoYGHTV2UZyfOQwt56nMeHD8l2qPCz4/scBhX2ckq1MSk4Z5iIVtltD/jQjDRumjjd6hpMy5SLEYQ7mOR+9y49NQIDAQAB';

export const accountSecurityCases: ContractCase[] = [
  accountCase({
    name: 'valid bind mobile says a free number may be bound',
    state: STATE.noMobile,
    description: 'a check of the free mobile 84 933221100 before binding it to nomobile01',
    method: 'POST',
    path: '/api/member/validBindMobileNo',
    body: FREE_MOBILE,
    as: NOMOBILE,
    response: mainSuccess(true),
    check: async () => expect((await validBindMobileNo(FREE_MOBILE)).data).toBe(true),
  }),
  accountFailureCase({
    name: 'valid bind mobile of a number another member has fails with 1002000002',
    state: STATE.noMobile,
    description: 'a check of mobile 84 912345678, bound to lotus888, before binding it to nomobile01',
    method: 'POST',
    path: '/api/member/validBindMobileNo',
    body: { mobileArea: '84', mobile: '912345678' },
    as: NOMOBILE,
    code: 1002000002,
    message: 'Số điện thoại đã được liên kết với tài khoản khác',
    call: () => validBindMobileNo({ mobileArea: '84', mobile: '912345678' }),
  }),
  accountCase({
    name: 'bind mobile with the SMS code binds the number',
    state: STATE.bindSmsSent,
    description: 'a binding of mobile 84 933221100 to nomobile01 with the SMS code 123456',
    method: 'PUT',
    path: '/api/member/bind-mobile',
    body: { ...FREE_MOBILE, smsCode: '123456' },
    as: NOMOBILE,
    response: mainSuccess(null),
    check: async () => expect(await bindMobile({ ...FREE_MOBILE, smsCode: '123456' })).toEqual(EMPTY),
  }),
  accountFailureCase({
    name: 'bind mobile with a wrong SMS code fails with 1002000001 and the server message',
    state: STATE.bindSmsSent,
    description: 'a binding of mobile 84 933221100 to nomobile01 with a wrong SMS code',
    method: 'PUT',
    path: '/api/member/bind-mobile',
    body: { ...FREE_MOBILE, smsCode: '000000' },
    as: NOMOBILE,
    code: 1002000001,
    message: 'Mã xác minh không đúng',
    call: () => bindMobile({ ...FREE_MOBILE, smsCode: '000000' }),
  }),
  accountCase({
    name: 'bind e-mail with the e-mailed code binds the address',
    state: STATE.emailCodeSent,
    description: 'a binding of chua.so@lotus.example to nomobile01 with the e-mail code 123456',
    method: 'PUT',
    path: '/api/member/bind-email',
    body: { email: 'chua.so@lotus.example', emailCode: '123456' },
    as: NOMOBILE,
    response: mainSuccess(null),
    check: async () => expect(await bindEmail({ email: 'chua.so@lotus.example', emailCode: '123456' })).toEqual(EMPTY),
  }),
  accountFailureCase({
    name: 'bind e-mail with a wrong code fails with 1002000003',
    state: STATE.emailCodeSent,
    description: 'a binding of chua.so@lotus.example to nomobile01 with a wrong e-mail code',
    method: 'PUT',
    path: '/api/member/bind-email',
    body: { email: 'chua.so@lotus.example', emailCode: '654321' },
    as: NOMOBILE,
    code: 1002000003,
    message: 'Mã xác minh e-mail không đúng',
    call: () => bindEmail({ email: 'chua.so@lotus.example', emailCode: '654321' }),
  }),
  accountCase({
    name: 'update password with the right old password changes it',
    state: STATE.loggedIn,
    description: 'a password change of lotus888 from Lotus2026 to Sen2027moi',
    method: 'PUT',
    path: '/api/member/update-password',
    body: { oldPassword: 'Lotus2026', newPassword: 'Sen2027moi' },
    as: LOTUS,
    response: mainSuccess(null),
    check: async () => expect(await updatePassword({ oldPassword: 'Lotus2026', newPassword: 'Sen2027moi' })).toEqual(EMPTY),
  }),
  accountFailureCase({
    name: 'update password with a wrong old password fails with 1002000005',
    state: STATE.loggedIn,
    description: 'a password change of lotus888 with a wrong old password',
    method: 'PUT',
    path: '/api/member/update-password',
    body: { oldPassword: 'Wrong2026', newPassword: 'Sen2027moi' },
    as: LOTUS,
    code: 1002000005,
    message: 'Mật khẩu cũ không đúng',
    call: () => updatePassword({ oldPassword: 'Wrong2026', newPassword: 'Sen2027moi' }),
  }),
  accountCase({
    name: 'withdraw password public key is the base64 body of an RSA public key',
    state: STATE.noWithdrawPwd,
    description: 'a request for the withdraw password public key',
    method: 'GET',
    path: '/api/member/withdrawPwd/getPublicKey',
    as: NOMOBILE,
    response: mainSuccess(M.regex('^MI[A-Za-z0-9+/]+={0,2}$', EXAMPLE_PUBLIC_KEY)),
    check: async () => expect((await getWithdrawPwdPublicKey()).data).toBe(EXAMPLE_PUBLIC_KEY),
  }),
  accountCase({
    name: 'setup withdraw password accepts the RSA ciphertext of 6 digits',
    state: STATE.noWithdrawPwd,
    description: 'a withdraw password setup of nomobile01 with RSA ciphertext',
    method: 'POST',
    path: '/api/member/withdrawPwd/setupWithdrawPwd',
    body: { withdrawPwd: M.fromProviderState(`\${${WITHDRAW_PWD_PARAM}}`, EXAMPLE_CIPHERTEXT) },
    as: NOMOBILE,
    response: mainSuccess(null),
    check: async () => expect(await setupWithdrawPwd({ withdrawPwd: EXAMPLE_CIPHERTEXT })).toEqual(EMPTY),
  }),
  accountFailureCase({
    name: 'setup withdraw password with text that is not RSA ciphertext fails with 1002000015',
    state: STATE.noWithdrawPwd,
    description: 'a withdraw password setup of nomobile01 with plain base64 instead of ciphertext',
    method: 'POST',
    path: '/api/member/withdrawPwd/setupWithdrawPwd',
    body: { withdrawPwd: 'MjQ2ODEw' },
    as: NOMOBILE,
    code: 1002000015,
    message: 'Khóa mã hóa đã hết hạn, vui lòng thử lại',
    call: () => setupWithdrawPwd({ withdrawPwd: 'MjQ2ODEw' }),
  }),
];
