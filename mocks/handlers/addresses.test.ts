import { describe, expect, it } from 'vitest';
import { SEED_TOKENS } from '../seed';
import { call, type Json } from '../testing/client';

const LOTUS = SEED_TOKENS.lotus888;
const BARE = SEED_TOKENS.nomobile01;
const NEW = { receiverName: 'Le Van Binh', mobileArea: '84', mobile: '987650001', provinceCode: '48', districtCode: '4802', detail: '7 Bạch Đằng' };
const list = async (token: string = LOTUS) => (await call('GET', '/api/member/address/list', { token })).data as Json[];

describe('delivery addresses', () => {
  it('lists the default first and gives the regions with their districts', async () => {
    expect((await list()).map((a) => [a.id, a.isDefault])).toEqual([
      [8001, true],
      [8002, false],
    ]);
    const regions = (await call('GET', '/api/member/address/regions')).data as Json[];
    expect(regions[0]).toMatchObject({ code: '01', name: 'Hà Nội' });
    expect(regions[0].districts[0]).toEqual({ code: '0101', name: 'Ba Đình' });
    expect(regions[0].sort).toBeUndefined();
  });

  it('adds with region names; the first address of a member becomes the default', async () => {
    const added = await call('POST', '/api/member/address/add', { token: BARE, body: NEW });
    expect(added.data).toMatchObject({ ...NEW, provinceName: 'Đà Nẵng', districtName: 'Sơn Trà', isDefault: true });
    const second = await call('POST', '/api/member/address/add', { token: BARE, body: { ...NEW, detail: '9 Trần Phú' } });
    expect(second.data.isDefault).toBe(false);
    const marked = await call('POST', '/api/member/address/add', { token: BARE, body: { ...NEW, detail: '1 Lê Duẩn', isDefault: true } });
    expect((await list(BARE)).map((a) => [a.id, a.isDefault])).toEqual([
      [marked.data.id, true],
      [second.data.id, false],
      [added.data.id, false],
    ]);
  });

  it('refuses a bad phone, an unknown region and missing fields with their codes', async () => {
    const add = (body: Json) => call('POST', '/api/member/address/add', { token: LOTUS, body });
    expect(await add({ ...NEW, mobile: '12345' })).toEqual({ code: 1002000103, msg: 'Số điện thoại người nhận không hợp lệ', data: null });
    expect((await add({ ...NEW, mobileArea: '86', mobile: '23812345678' })).code).toBe(1002000103);
    expect((await add({ ...NEW, mobileArea: '86', mobile: '13812345678' })).code).toBe(200);
    expect((await add({ ...NEW, districtCode: '0101' })).code).toBe(1002000104);
    expect((await add({ ...NEW, receiverName: '   ' })).code).toBe(1002000105);
    expect((await add({ ...NEW, detail: '' })).code).toBe(1002000105);
  });

  it('keeps at most 10 addresses', async () => {
    for (let i = 0; i < 8; i += 1) {
      expect((await call('POST', '/api/member/address/add', { token: LOTUS, body: { ...NEW, detail: `Số ${i}` } })).code).toBe(200);
    }
    expect((await call('POST', '/api/member/address/add', { token: LOTUS, body: NEW })).code).toBe(1002000102);
  });

  it('updates in place, moves the default and deletes (the newest left becomes the default)', async () => {
    const updated = await call('PUT', '/api/member/address/update', {
      token: LOTUS,
      body: { ...NEW, id: 8002, receiverName: 'Tran Thi Mai', isDefault: true },
    });
    expect(updated.data).toMatchObject({ id: 8002, detail: '7 Bạch Đằng', districtName: 'Sơn Trà', isDefault: true });
    expect((await list()).map((a) => [a.id, a.isDefault])).toEqual([
      [8002, true],
      [8001, false],
    ]);
    expect((await call('PUT', '/api/member/address/default', { token: LOTUS, body: { id: 8001 } })).code).toBe(200);
    expect((await list())[0].id).toBe(8001);
    expect((await call('DELETE', '/api/member/address/delete', { token: LOTUS, body: { id: 8001 } })).code).toBe(200);
    expect((await list()).map((a) => [a.id, a.isDefault])).toEqual([[8002, true]]);
  });

  it('answers not found for addresses of other members', async () => {
    const notFound = { code: 1002000101, msg: 'Không tìm thấy địa chỉ', data: null };
    expect(await call('PUT', '/api/member/address/update', { token: BARE, body: { ...NEW, id: 8001 } })).toEqual(notFound);
    expect(await call('DELETE', '/api/member/address/delete', { token: BARE, body: { id: 8001 } })).toEqual(notFound);
    expect(await call('PUT', '/api/member/address/default', { token: BARE, body: { id: 8001 } })).toEqual(notFound);
    expect((await call('GET', '/api/member/address/list')).code).toBe(10009);
  });
});
