import { describe, expect, it } from 'vitest';
import { SEED_TOKENS } from '../seed';
import { call, MOCK_ORIGIN, type Json } from '../testing/client';

const TUTORIAL = '/api/operation/tutorial/config';
const LOTUS = SEED_TOKENS.lotus888;

async function upload(file: Blob | null, name: string, token: string | null = LOTUS): Promise<Json> {
  const form = new FormData();
  if (file) form.append('file', file, name);
  const headers: Record<string, string> = token === null ? {} : { authorization: token };
  const response = await fetch(`${MOCK_ORIGIN}/api/file/fund/image/upload`, { method: 'POST', headers, body: form });
  return (await response.json()) as Json;
}

describe('tutorial config', () => {
  it('lists help and service-question categories by type in display order', async () => {
    const help = await call('POST', `${TUTORIAL}/list`, { body: { type: 1 } });
    expect(help.data.map((c: Json) => c.title)).toEqual(['Nạp tiền', 'Rút tiền', 'Cá cược thể thao', 'Tài khoản và bảo mật']);
    expect(help.data[0]).not.toHaveProperty('type');
    const service = await call('POST', `${TUTORIAL}/list`, { body: { type: 2 } });
    expect(service.data.map((c: Json) => c.id)).toEqual([11, 12, 13]);
    expect((await call('POST', `${TUTORIAL}/list`, { body: {} })).data).toHaveLength(4);
  });

  it('lists the articles of a category and answers one with its HTML body', async () => {
    const items = await call('POST', `${TUTORIAL}/listItem`, { body: { configId: 11 } });
    expect(items.data.map((i: Json) => i.id)).toEqual([1101, 1102, 1103]);
    expect((await call('POST', `${TUTORIAL}/listItem`, { body: { configId: 13 } })).data).toEqual([]);
    expect((await call('POST', `${TUTORIAL}/listItem`, { body: { configId: 99 } })).code).toBe(1005000001);
    const article = await call('POST', `${TUTORIAL}/detailItem`, { body: { id: 302 } });
    expect(article.data).toMatchObject({ id: 302, configId: 3 });
    expect(article.data.content).toContain('onerror=');
    expect((await call('POST', `${TUTORIAL}/detailItem`, { body: { id: 1 } })).code).toBe(1005000002);
  });

  it('offers the customer-service pop-up per article, with the default for the help centre', async () => {
    expect((await call('POST', `${TUTORIAL}/popCustomerLink`, { body: {} })).data).toMatchObject({ popStatus: 1, link: 'https://chat.lotus.example/vi' });
    expect((await call('POST', `${TUTORIAL}/popCustomerLink`, { body: { itemId: 301 } })).data.popStatus).toBe(1);
    expect((await call('POST', `${TUTORIAL}/popCustomerLink`, { body: { itemId: 1103 } })).data).toEqual({ popStatus: 0, title: '', link: '' });
  });
});

describe('hotlines', () => {
  it('answers the numbers of the tenant and VIP level, none for VIP 0, and needs a session', async () => {
    const vip2 = await call('POST', '/api/operation/vipphoneback/dailFont', { token: LOTUS, body: { tenantId: 1, vipLevel: 2 } });
    expect(vip2.data.hotlines).toEqual([{ mobileArea: '84', phone: '2873001234', label: 'Tổng đài VIP' }]);
    const vip5 = await call('POST', '/api/operation/vipphoneback/dailFont', { token: LOTUS, body: { tenantId: 1, vipLevel: 5 } });
    expect(vip5.data.hotlines).toHaveLength(2);
    expect((await call('POST', '/api/operation/vipphoneback/dailFont', { token: LOTUS, body: { tenantId: 1, vipLevel: 0 } })).code).toBe(1005000014);
    expect((await call('POST', '/api/operation/vipphoneback/dailFont', { body: { tenantId: 1, vipLevel: 2 } })).code).toBe(10009);
  });
});

describe('image upload', () => {
  it('stores a JPEG, PNG or WebP of at most 5 MB and answers its address', async () => {
    const answer = await upload(new Blob([new Uint8Array(2048)], { type: 'image/png' }), 'receipt.png');
    expect(answer.code).toBe(200);
    expect(answer.data.url).toMatch(/^https:\/\/cdn\.lotus\.example\/upload\/fb\/\d{8}\/[0-9a-f]{12}\.png$/);
    expect(answer.data.size).toBe(2048);
  });

  it('rejects other types, empty or oversized files and a missing file with 1006000008', async () => {
    expect((await upload(new Blob(['GIF89a'], { type: 'image/gif' }), 'a.gif')).code).toBe(1006000008);
    expect((await upload(new Blob([], { type: 'image/png' }), 'a.png')).code).toBe(1006000008);
    expect((await upload(new Blob([new Uint8Array(5 * 1024 * 1024 + 1)], { type: 'image/jpeg' }), 'a.jpg')).code).toBe(1006000008);
    expect((await upload(null, '')).code).toBe(1006000008);
    expect((await upload(new Blob([new Uint8Array(10)], { type: 'image/png' }), 'a.png', null)).code).toBe(10009);
  });
});
