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
import { accountCase, clientCall, LOTUS, NOMOBILE } from './account-case';
import { SEED_PASSWORD } from '@mocks/seed/members';

const EMPTY = { code: 200, msg: 'success', data: null };
const FREE_MOBILE = { mobileArea: '84', mobile: '933221100' };
/** An RSA (PKCS#1 v1.5) ciphertext as the client sends it; the provider state supplies one made with its own key. */
export const EXAMPLE_CIPHERTEXT =
  'Xlo39iUgj1eEGQEF77gWrT78E4vDR4bVhQZDYh5oOZP5B/DS8033YScWIJpQ/pUNjOrf3ONVTU6Dt912O3zhKcd17mBwg4t5EGAJqsZ9E/gONeMlRZ2PnvxFoebLoxSuRlo+MwOYBbZIXk0smKJKZMojMOQvf8C2FYw9torK47A=';
export const EXAMPLE_PUBLIC_KEY =
  'MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQC+nXVEuFbrGEARM7Xsv5g5G9QyQEB2XPDuX5uePsPxQtJu2EXUMB4QtY+oRdS1h1lQi/ZJWxF52+1oHurzGFnoYGHTV2UZyfOQwt56nMeHD8l2qPCz4/scBhX2ckq1MSk4Z5iIVtltD/jQjDRumjjd6hpMy5SLEYQ7mOR+9y49NQIDAQAB';

const validBindMobileNoCall = clientCall('POST', '/api/member/validBindMobileNo', validBindMobileNo, { state: STATE.noMobile, as: NOMOBILE });
const bindMobileCall = clientCall('PUT', '/api/member/bind-mobile', bindMobile, { state: STATE.bindSmsSent, as: NOMOBILE });
const bindEmailCall = clientCall('PUT', '/api/member/bind-email', bindEmail, { state: STATE.emailCodeSent, as: NOMOBILE });
const updatePasswordCall = clientCall('PUT', '/api/member/update-password', updatePassword, { state: STATE.loggedIn, as: LOTUS });

const NOMOBILE_NO_WITHDRAW_PWD = { state: STATE.noWithdrawPwd, as: NOMOBILE };
export const accountSecurityCases: ContractCase[] = [
  validBindMobileNoCall.answers({
    name: 'valid bind mobile says a free number may be bound',
    description: 'a check of the free mobile 84 933221100 before binding it to nomobile01',
    body: FREE_MOBILE,
    response: mainSuccess(true),
    check: (result) => expect(result.data).toBe(true),
  }),
  validBindMobileNoCall.failsWith(1002000002, 'Số điện thoại đã được liên kết với tài khoản khác', {
    name: 'valid bind mobile of a number another member has fails with 1002000002',
    description: 'a check of mobile 84 912345678, bound to lotus888, before binding it to nomobile01',
    body: { mobileArea: '84', mobile: '912345678' },
  }),
  bindMobileCall.answersEmpty({
    name: 'bind mobile with the SMS code binds the number',
    description: 'a binding of mobile 84 933221100 to nomobile01 with the SMS code 123456',
    body: { ...FREE_MOBILE, smsCode: '123456' },
  }),
  bindMobileCall.failsWith(1002000001, 'Mã xác minh không đúng', {
    name: 'bind mobile with a wrong SMS code fails with 1002000001 and the server message',
    description: 'a binding of mobile 84 933221100 to nomobile01 with a wrong SMS code',
    body: { ...FREE_MOBILE, smsCode: '000000' },
  }),
  bindEmailCall.answersEmpty({
    name: 'bind e-mail with the e-mailed code binds the address',
    description: 'a binding of chua.so@lotus.example to nomobile01 with the e-mail code 123456',
    body: { email: 'chua.so@lotus.example', emailCode: '123456' },
  }),
  bindEmailCall.failsWith(1002000003, 'Mã xác minh e-mail không đúng', {
    name: 'bind e-mail with a wrong code fails with 1002000003',
    description: 'a binding of chua.so@lotus.example to nomobile01 with a wrong e-mail code',
    body: { email: 'chua.so@lotus.example', emailCode: '654321' },
  }),
  updatePasswordCall.answersEmpty({
    name: 'update password with the right old password changes it',
    description: 'a password change of lotus888 from Lotus2026 to Sen2027moi',
    body: { oldPassword: SEED_PASSWORD, newPassword: 'Sen2027moi' },
  }),
  updatePasswordCall.failsWith(1002000005, 'Mật khẩu cũ không đúng', {
    name: 'update password with a wrong old password fails with 1002000005',
    description: 'a password change of lotus888 with a wrong old password',
    body: { oldPassword: 'Wrong2026', newPassword: 'Sen2027moi' },
  }),
  clientCall('GET', '/api/member/withdrawPwd/getPublicKey', getWithdrawPwdPublicKey, NOMOBILE_NO_WITHDRAW_PWD).answers({
    name: 'withdraw password public key is the base64 body of an RSA public key',
    description: 'a request for the withdraw password public key',
    response: mainSuccess(M.regex('^MI[A-Za-z0-9+/]+={0,2}$', EXAMPLE_PUBLIC_KEY)),
    check: (result) => expect(result.data).toBe(EXAMPLE_PUBLIC_KEY),
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
  clientCall('POST', '/api/member/withdrawPwd/setupWithdrawPwd', setupWithdrawPwd, NOMOBILE_NO_WITHDRAW_PWD).failsWith(1002000015, 'Khóa mã hóa đã hết hạn, vui lòng thử lại', {
    name: 'setup withdraw password with text that is not RSA ciphertext fails with 1002000015',
    description: 'a withdraw password setup of nomobile01 with plain base64 instead of ciphertext',
    body: { withdrawPwd: 'MjQ2ODEw' },
  }),
];
