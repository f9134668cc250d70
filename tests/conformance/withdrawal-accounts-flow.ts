// The withdrawal account calls through the mock backend (banks, bank cards, crypto addresses), successes and
// designed failures, for the conformance test (run inside the account flow).
import { call } from '@mocks/testing/client';

/** `token`'s member has bound accounts and the SMS-checked mobile; `bare`'s member has none. */
export async function withdrawalAccountsFlow(token: string, bare: string): Promise<void> {
  await call('GET', '/api/fund/bank/list-support', { token });
  await call('GET', '/api/fund/bank/list/c2c', { token });
  await call('GET', '/api/user/bankcard/list', { token });
  await call('GET', '/api/user/bankcard/check-mobile?cardType=1', { token });
  const card = { cardType: 1, bankId: 18, cardNo: '9704229912345678', realName: 'Khoa Nap' };
  await call('POST', '/api/user/bankcard/n2/bind', { token: bare, body: card });
  await call('POST', '/api/user/verCode/sendSms', { body: { actionType: 6, mobileArea: '84', mobile: '912345678' } });
  const phone = { mobile: '912345678', mobileArea: '84', smsCode: '123456' };
  await call('POST', '/api/user/bankcard/n2/bindWithPhone', { token, body: { ...card, cardNo: '9704229912345679', realName: 'Nguyen Van An', ...phone } });
  await call('DELETE', '/api/user/bankcard/n2/delete', { token, body: { id: 3002 } });
  await call('GET', '/api/user/cryptocy/list?currency=USDT', { token });
  await call('GET', '/api/user/cryptocy/check-mobile?currency=USDT', { token });
  const address = { currency: 'USDT', protocol: 'TRC20', address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8' };
  await call('POST', '/api/user/cryptocy/n2/bind', { token: bare, body: address });
  await call('POST', '/api/user/cryptocy/n2/bindWithPhone', { token, body: { ...address, ...phone, smsCode: '000000' } });
  await call('DELETE', '/api/user/cryptocy/n2/delete', { token, body: { id: 5002 } });
}
