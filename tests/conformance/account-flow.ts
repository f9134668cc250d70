// The account slice's flow through the mock backend (profile, security, letters, announcements, feedback,
// withdrawal accounts from withdrawal-accounts-flow.ts, gift pack, referral code), successes and designed failures,
// for the conformance test.
import { SEED_TOKENS } from '@mocks/seed';
import { CAPTCHA, call } from '@mocks/testing/client';
import { withdrawalAccountsFlow } from './withdrawal-accounts-flow';
import { SEED_PASSWORD } from '@mocks/seed/members';

const LETTERS = '/api/operation/letter/config';

async function profileAndSecurity(token: string, bare: string): Promise<void> {
  await call('PUT', '/api/member/update-nickname', { token, body: { nickName: 'Sen Vàng' } });
  await call('PUT', '/api/member/update-nickname', { token, body: { nickName: 'Sen' } });
  await call('PUT', '/api/member/update-avatar', { token, body: { avatar: 4 } });
  await call('PUT', '/api/member/update-birthday', { token, body: { birthday: '1990-01-01' } });
  await call('PUT', '/api/member/update-sex', { token, body: { sex: 1 } });
  await call('GET', '/api/member/refreshIdentityCode', { token });
  await call('POST', '/api/member/customervip/vipFont', { token });
  await call('POST', '/api/member/customervip/vipFont', { token: bare });
  await call('PUT', '/api/member/quick/setting/modify', { token, body: { mouthSetting: 2, oddsChange: 0, pushTongStatus: 1, pushTong: 2 } });
  await call('POST', '/api/member/validBindMobileNo', { token: bare, body: { mobileArea: '84', mobile: '933221100' } });
  await call('POST', '/api/user/verCode/sendSms', { body: { actionType: 4, mobileArea: '84', mobile: '933221100' } });
  await call('PUT', '/api/member/bind-mobile', { token: bare, body: { mobileArea: '84', mobile: '933221100', smsCode: '000000' } });
  await call('PUT', '/api/member/bind-mobile', { token: bare, body: { mobileArea: '84', mobile: '933221100', smsCode: '123456' } });
  await call('PUT', '/api/member/bind-email', { token: bare, body: { email: 'chua.so@lotus.example', emailCode: '123456' } });
  await call('PUT', '/api/member/update-password', { token, body: { oldPassword: 'Wrong2026', newPassword: 'Sen2027moi' } });
  await call('GET', '/api/member/withdrawPwd/getPublicKey', { token });
  await call('POST', '/api/member/withdrawPwd/setupWithdrawPwd', { token: bare, body: { withdrawPwd: 'MjQ2ODEw' } });
}

async function messages(token: string): Promise<void> {
  await call('POST', `${LETTERS}/queryLetterConfigSendList`, { token, body: { letType: 1 } });
  await call('POST', `${LETTERS}/queryLetterConfigDetail`, { token, body: { id: 9002 } });
  await call('PUT', `${LETTERS}/updateLetterStatus`, { token, body: { id: 9002 } });
  await call('PUT', `${LETTERS}/updateLetterStatusBatch`, { token, body: { letType: 0 } });
  await call('GET', `${LETTERS}/queryLetterTypeCount`, { token });
  await call('GET', `${LETTERS}/queryLetterCount`, { token });
  await call('PUT', `${LETTERS}/deleteLetter`, { token, body: { id: 9999 } });
  await call('PUT', `${LETTERS}/deleteLetter`, { token, body: { id: 9002 } });
  await call('PUT', `${LETTERS}/deleteLetters`, { token, body: { ids: [9004] } });
  await call('GET', '/api/operation/announce/config/queryAnnByMember?annType=1');
  await call('POST', '/api/operation/announce/config/queryAnnByMemberDetail', { token, body: { id: 505 } });
  await call('POST', '/api/operation/advice/config/saveAdviceConfig', { token, body: { adviceType: 4, content: 'Góp ý cho trang chủ.', images: [] } });
  await call('GET', '/api/operation/advice/config/list', { token });
  await call('GET', '/api/operation/advice/config/show/7001', { token });
  await call('GET', '/api/operation/advice/config/hasUnreadReply', { token });
}

export async function accountFlow(): Promise<void> {
  const token = SEED_TOKENS.lotus888;
  await profileAndSecurity(token, SEED_TOKENS.nomobile01);
  await messages(token);
  await withdrawalAccountsFlow(token, SEED_TOKENS.lockeddp01);
  const created = await call('POST', '/api/user/auth/account-register', {
    body: { userName: 'quamoi2026', password: SEED_PASSWORD, countryCode: 'VN', inviteCode: 'INV1', referCode: 'LT0001', validate: CAPTCHA },
  });
  await call('POST', '/api/promotion/activity/newMemberGiftPack/isOpen', { token: created.data.accessToken as string });
  await call('GET', '/api/member/invite/generateReferralCode', { token });
}
