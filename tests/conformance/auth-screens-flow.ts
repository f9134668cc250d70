// The password reset of /forget through the mock backend: the reset codes by SMS and by e-mail (sent without a
// session), the reset with each proof, and each refusal (wrong code, number not bound, weak password).
import { SEED_TOKENS } from '@mocks/seed';
import { call } from '@mocks/testing/client';

export async function authScreensFlow(): Promise<void> {
  const reset = (body: Record<string, unknown>) => call('POST', '/api/user/auth/reset-password', { body });
  const bySms = { userName: 'lotus888', verifyType: 1, mobileArea: '84', mobile: '912345678', code: '123456', password: 'Lotus2027' };
  await call('POST', '/api/user/verCode/sendSms', { body: { actionType: 5, mobileArea: '84', mobile: '912345678', userName: 'lotus888' } });
  await reset({ ...bySms, code: '654321' });
  await reset({ ...bySms, mobile: '933221100' });
  await reset({ ...bySms, password: '12345678' });
  await reset(bySms);

  const email = 'chua.so@lotus.example';
  const token = SEED_TOKENS.nomobile01;
  await call('POST', '/api/user/verify/sendEmail', { token, body: { email, actionType: 1 } });
  await call('PUT', '/api/member/bind-email', { token, body: { email, emailCode: '123456' } });
  await call('POST', '/api/user/verify/sendEmail', { body: { email, actionType: 5 } });
  await call('POST', '/api/user/verify/sendEmail', { body: { email, actionType: 1 } });
  await reset({ userName: 'nomobile01', verifyType: 2, email, code: '123456', password: 'NewPass99' });
}
