import { describe, expect, it } from 'vitest';
import { useScenario } from '../node';
import { SEED_TOKENS } from '../seed';
import { call, type Json } from '../testing/client';

const LOTUS = SEED_TOKENS.lotus888;
const NEW_CARD = { cardType: 1, bankId: 18, cardNo: '9704229912345678', realName: 'Nguyen Van An', countryCode: 'VN' };
const sms = (mobile = '912345678') => call('POST', '/api/user/verCode/sendSms', { body: { actionType: 6, mobileArea: '84', mobile } });
const cards = async (token: string = LOTUS, query = '') => (await call('GET', `/api/user/bankcard/list${query}`, { token })).data as Json[];

describe('banks', () => {
  it('lists supported banks in order and the C2C banks', async () => {
    const supported = await call('GET', '/api/fund/bank/list-support', { token: LOTUS });
    expect(supported.data[0]).toEqual({ id: 12, bankName: 'Vietcombank', bankCode: 'VCB', logo: 'https://static.lotus.example/bank/vcb.png', sort: 1, countryCode: 'VN' });
    expect(supported.data.filter((b: Json) => b.countryCode === 'CN').map((b: Json) => b.bankCode)).toEqual(['ICBC', 'CCB']);
    expect(supported.data.map((b: Json) => b.bankCode)).not.toContain('EBPAY');
    const c2c = await call('GET', '/api/fund/bank/list/c2c', { token: LOTUS });
    expect(c2c.data.map((b: Json) => b.bankCode)).toEqual(['VCB', 'TCB', 'MB', 'ACB']);
  });
});

describe('bank cards', () => {
  it('lists the bound accounts masked, default first, filtered by kind', async () => {
    expect((await cards()).map((c) => c.id)).toEqual([3001, 3003, 3002]);
    const bankOnly = await cards(LOTUS, '?cardType=1');
    expect(bankOnly[0]).toMatchObject({ id: 3001, cardNo: '**** **** **** 5678', realName: 'Nguyen * An', isDefault: true });
    expect(JSON.stringify(bankOnly)).not.toContain('9704366812345678');
    expect((await cards(LOTUS, '?cardType=2')).map((c) => c.id)).toEqual([3003]);
  });

  it('says which members must pass the SMS check', async () => {
    const check = (token: string) => call('GET', '/api/user/bankcard/check-mobile?cardType=1', { token });
    expect((await check(LOTUS)).data).toEqual({ needVerify: true, hasMobile: true, mobile: '912***5678', mobileArea: '84' });
    expect((await check(SEED_TOKENS.lockeddp01)).data).toMatchObject({ needVerify: false, hasMobile: true });
    expect((await check(SEED_TOKENS.nomobile01)).data).toEqual({ needVerify: true, hasMobile: false, mobile: '', mobileArea: '' });
  });

  it('binds with the SMS code, refusing a wrong code with the server message', async () => {
    await sms();
    const body = { ...NEW_CARD, mobile: '912345678', mobileArea: '84' };
    const wrong = await call('POST', '/api/user/bankcard/n2/bindWithPhone', { token: LOTUS, body: { ...body, smsCode: '000000' } });
    expect(wrong).toEqual({ code: 1008000002, msg: 'Mã xác minh không đúng', data: null });
    const other = await call('POST', '/api/user/bankcard/n2/bindWithPhone', { token: LOTUS, body: { ...body, mobile: '912340002', smsCode: '123456' } });
    expect(other.code).toBe(1008000013);
    expect((await call('POST', '/api/user/bankcard/n2/bindWithPhone', { token: LOTUS, body: { ...body, smsCode: '123456' } })).code).toBe(200);
    expect((await cards(LOTUS, '?cardType=1')).map((c) => c.cardNo)).toContain('**** **** **** 5678');
    expect(await cards(LOTUS, '?cardType=1')).toHaveLength(3);
  });

  it('checks the card number length by country, duplicates, the bank and the holder name', async () => {
    const token = SEED_TOKENS.lockeddp01;
    const bind = (body: unknown) => call('POST', '/api/user/bankcard/n2/bind', { token, body });
    expect((await bind({ ...NEW_CARD, cardNo: '12345' })).code).toBe(1008000003);
    expect((await bind({ ...NEW_CARD, cardNo: '12345678901234567890' })).code).toBe(1008000003);
    expect((await bind({ ...NEW_CARD, bankId: 51, countryCode: 'CN', cardNo: '622202123456789' })).code).toBe(1008000003);
    expect((await bind({ ...NEW_CARD, bankId: 999 })).code).toBe(1008000005);
    expect((await bind({ ...NEW_CARD, cardNo: '9704366812345678' })).code).toBe(1008000001);
    expect((await bind({ ...NEW_CARD, cardNo: '123456', realName: 'Khoa Nap' })).code).toBe(200);
    expect((await cards(token))[0]).toMatchObject({ cardNo: '**** **** **** 3456', realName: 'K* N*', isDefault: true });
    expect((await bind({ ...NEW_CARD, realName: 'Nguyen Van An' })).code).toBe(1008000012);
    expect((await call('GET', '/api/member/get', { token })).data.realName).toBe('Khoa Nap');
  });

  it('deletes a card and the next one becomes the default', async () => {
    const removed = await call('DELETE', '/api/user/bankcard/n2/delete', { token: LOTUS, body: { id: 3001 } });
    expect(removed.code).toBe(200);
    expect((await cards(LOTUS, '?cardType=1')).map((c) => [c.id, c.isDefault])).toEqual([[3002, true]]);
    expect((await call('DELETE', '/api/user/bankcard/n2/delete', { token: LOTUS, body: { id: 3001 } })).code).toBe(1008000006);
  });

  it('bank-cards-empty scenario', async () => {
    useScenario('bank-cards-empty');
    expect(await cards()).toEqual([]);
    expect((await call('GET', '/api/user/cryptocy/list?currency=USDT', { token: LOTUS })).data).toEqual([]);
    expect((await call('GET', '/api/user/bankcard/check-mobile', { token: LOTUS })).data.needVerify).toBe(false);
  });
});

describe('crypto addresses', () => {
  const TRC = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
  const list = async (token: string = LOTUS) => (await call('GET', '/api/user/cryptocy/list?currency=USDT', { token })).data as Json[];

  it('lists by currency, default first', async () => {
    expect((await list()).map((a) => [a.id, a.protocol, a.isDefault])).toEqual([
      [5001, 'TRC20', true],
      [5002, 'ERC20', false],
    ]);
    expect((await call('GET', '/api/user/cryptocy/list?currency=BTC', { token: LOTUS })).code).toBe(1001000010);
  });

  it('binds a valid address for its network and refuses the rest', async () => {
    const token = SEED_TOKENS.lockeddp01;
    const bind = (body: unknown) => call('POST', '/api/user/cryptocy/n2/bind', { token, body });
    expect((await call('GET', '/api/user/cryptocy/check-mobile?currency=USDT', { token })).data.needVerify).toBe(false);
    expect((await bind({ currency: 'USDT', protocol: 'ERC20', address: TRC })).code).toBe(1008000009);
    expect((await bind({ currency: 'USDT', protocol: 'TRC20', address: 'TXk8rQpLm2vN4cZ7yW9aB3dE5fG6hJ1kLm' })).code).toBe(1008000008);
    expect((await bind({ currency: 'USDT', protocol: 'TRC20', address: TRC, alias: 'Ví phụ' })).code).toBe(200);
    expect(await list(token)).toEqual([expect.objectContaining({ address: TRC, alias: 'Ví phụ', isDefault: true })]);
  });

  it('binds with the SMS code and deletes', async () => {
    await sms();
    const body = { currency: 'USDT', protocol: 'TRC20', address: TRC, mobile: '912345678', mobileArea: '84' };
    expect((await call('POST', '/api/user/cryptocy/n2/bindWithPhone', { token: LOTUS, body: { ...body, smsCode: '111111' } })).code).toBe(1008000002);
    expect((await call('POST', '/api/user/cryptocy/n2/bindWithPhone', { token: LOTUS, body: { ...body, smsCode: '123456' } })).code).toBe(200);
    expect(await list()).toHaveLength(3);
    expect((await call('DELETE', '/api/user/cryptocy/n2/delete', { token: LOTUS, body: { id: 5001 } })).code).toBe(200);
    expect((await list())[0]).toMatchObject({ id: 5002, isDefault: true });
    expect((await call('DELETE', '/api/user/cryptocy/n2/delete', { token: LOTUS, body: { id: 5001 } })).code).toBe(1008000011);
  });
});
