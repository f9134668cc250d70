// The account area's server texts follow the request's Language header (vi-VI, zh-CN, en-US); a missing or unknown
// header answers in Vietnamese. Letters stay one record each: reading them in one language changes nothing stored.
import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { SEED_TOKENS } from '../seed';
import { MOCK_ORIGIN, type Json } from '../testing/client';

const LOTUS = SEED_TOKENS.lotus888;
const LETTERS = '/api/operation/letter/config';
const TUTORIAL = '/api/operation/tutorial/config';

interface Ask {
  language?: string;
  body?: unknown;
  token?: string;
}

/** One call with an optional Language header, as lotus888 unless told otherwise. */
async function ask(method: string, path: string, { language, body, token = LOTUS }: Ask = {}): Promise<Json> {
  const headers: Record<string, string> = { 'content-type': 'application/json', authorization: token };
  if (language !== undefined) headers.Language = language;
  const init: RequestInit = { method, headers };
  if (body !== undefined) init.body = JSON.stringify(body);
  return (await fetch(`${MOCK_ORIGIN}${path}`, init)).json();
}

const decode = (base64: string): string => new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));

const LANGUAGES = [
  ['vi-VI', 'vi'],
  ['zh-CN', 'zh'],
  ['en-US', 'en'],
] as const;

describe('letters in the request language', () => {
  const expected = {
    vi: { title: 'Chúc mừng thăng cấp VIP', body: 'Chúc mừng bạn đã lên VIP 2!' },
    zh: { title: '恭喜晋升VIP', body: '恭喜您晋升为VIP 2！' },
    en: { title: 'Congratulations on your VIP upgrade', body: 'Congratulations, you have reached VIP 2!' },
  };

  it.each(LANGUAGES)('lists and opens a letter in %s', async (language, key) => {
    const page = await ask('POST', `${LETTERS}/queryLetterConfigSendList`, { language, body: { letType: 0 } });
    const newest = page.data.records[0];
    expect(newest).toMatchObject({ id: 9001, title: expected[key].title });
    expect(decode(newest.content)).toContain(expected[key].body);
    const detail = await ask('POST', `${LETTERS}/queryLetterConfigDetail`, { language, body: { id: 9002 } });
    expect(detail.data.title).toBe({ vi: 'Vòng quay may mắn', zh: '幸运转盘', en: 'Lucky wheel' }[key]);
    // The HTML operators typed is there in every language: the app must sanitise it whatever the language.
    expect(decode(detail.data.content)).toContain('href="javascript:');
  });

  it('keeps one record per letter: counts and stored texts do not depend on the language asked', async () => {
    const before = db.letters.all().length;
    const counts = await Promise.all(
      ['vi-VI', 'zh-CN', 'en-US'].map(async (language) => (await ask('GET', `${LETTERS}/queryLetterTypeCount`, { language })).data),
    );
    expect(counts).toEqual([counts[0], counts[0], counts[0]]);
    expect(counts[0]).toEqual({ announceCount: 1, eventCount: 1, activityCount: 1, totalCount: 3 });
    await ask('POST', `${LETTERS}/queryLetterConfigSendList`, { language: 'en-US', body: { letType: 1 } });
    expect(db.letters.all()).toHaveLength(before);
    expect(db.letters.findFirst((q) => q.where({ id: 9001 }))?.title).toBe('Chúc mừng thăng cấp VIP');
  });

  it.each([
    ['no Language header', undefined],
    ['an unknown language', 'fr-FR'],
  ])('answers in Vietnamese with %s', async (_case, language) => {
    const page = await ask('POST', `${LETTERS}/queryLetterConfigSendList`, { ...(language ? { language } : {}), body: { letType: 0 } });
    expect(page.data.records[0].title).toBe(expected.vi.title);
  });

  it('a letter the catalogue does not know is answered as stored, and failures speak the request language', async () => {
    const memberId = db.letters.findFirst((q) => q.where({ id: 9001 }))!.memberId;
    await db.letters.create({ id: 9900, memberId, title: 'Thư riêng', content: btoa('plain'), letType: 2, status: 1, sendTime: '2026-01-01 10:00:00' });
    const detail = await ask('POST', `${LETTERS}/queryLetterConfigDetail`, { language: 'en-US', body: { id: 9900 } });
    expect(detail.data).toMatchObject({ title: 'Thư riêng', content: btoa('plain') });
    const missing = await ask('POST', `${LETTERS}/queryLetterConfigDetail`, { language: 'en-US', body: { id: 1 } });
    expect(missing).toEqual({ code: 1005000030, msg: 'This letter does not exist or has been deleted', data: null });
    const missingZh = await ask('PUT', `${LETTERS}/deleteLetters`, { language: 'zh-CN', body: { ids: [] } });
    expect(missingZh.msg).toBe('请选择要删除的信件');
  });
});

describe('announcements in the request language', () => {
  it.each(LANGUAGES)('lists deposit notices and opens one in %s', async (language, key) => {
    const list = await ask('GET', '/api/operation/announce/config/queryAnnByMember?annType=1', { language });
    expect(list.data.map((a: Json) => a.id)).toEqual([503, 502, 504]);
    expect(list.data[0].title).toBe({ vi: 'Nạp USDT nhanh', zh: 'USDT极速存款', en: 'Fast USDT deposits' }[key]);
    const detail = await ask('POST', '/api/operation/announce/config/queryAnnByMemberDetail', { language, body: { id: 504 } });
    expect(decode(detail.data.content)).toBe(
      { vi: 'Nạp tiền bằng EBPay không mất phí giao dịch.', zh: '使用EBPay存款免收手续费。', en: 'Deposits with EBPay carry no transaction fee.' }[key],
    );
  });

  it('answers a missing notice in the request language, Vietnamese without a header', async () => {
    const path = '/api/operation/announce/config/queryAnnByMemberDetail';
    expect((await ask('POST', path, { language: 'zh-CN', body: { id: 1 } })).msg).toBe('公告不存在或已过期');
    expect((await ask('POST', path, { body: { id: 1 } })).msg).toBe('Thông báo không tồn tại hoặc đã hết hạn');
  });
});

describe('help centre in the request language', () => {
  it.each(LANGUAGES)('lists categories and articles and opens one in %s', async (language, key) => {
    const categories = await ask('POST', `${TUTORIAL}/list`, { language, body: { type: 1 } });
    expect(categories.data[0].title).toBe({ vi: 'Nạp tiền', zh: '存款', en: 'Deposits' }[key]);
    const items = await ask('POST', `${TUTORIAL}/listItem`, { language, body: { configId: 4 } });
    expect(items.data[0].title).toBe(
      { vi: 'Thời gian xử lý lệnh rút tiền là bao lâu?', zh: '取款需要多长时间？', en: 'How long does a withdrawal take?' }[key],
    );
    const article = await ask('POST', `${TUTORIAL}/detailItem`, { language, body: { id: 401 } });
    expect(article.data.content).toContain({ vi: '5-15 phút', zh: '5-15分钟', en: '5-15 minutes' }[key]);
    const link = await ask('POST', `${TUTORIAL}/popCustomerLink`, { language, body: { itemId: 401 } });
    expect(link.data.title).toBe({ vi: 'Bạn cần hỗ trợ thêm?', zh: '需要更多帮助吗？', en: 'Need more help?' }[key]);
  });
});

describe('customer service in the request language', () => {
  it.each(LANGUAGES)('names the support channels and hotlines in %s', async (language, key) => {
    const channels = await ask('GET', '/api/operation/customer/channel/list', { language });
    expect(channels.data.map((c: Json) => c.name)).toEqual([
      { vi: 'Chat trực tuyến', zh: '在线客服', en: 'Live chat' }[key],
      'Telegram',
      'Zalo',
      { vi: 'Hotline', zh: '客服热线', en: 'Phone hotline' }[key],
    ]);
    const hotlines = await ask('POST', '/api/operation/vipphoneback/dailFont', { language, body: { tenantId: 1, vipLevel: 5 } });
    expect(hotlines.data.hotlines.map((h: Json) => h.label)).toEqual(
      { vi: ['Tổng đài VIP', 'Quản lý VIP'], zh: ['VIP客服热线', 'VIP专属经理'], en: ['VIP hotline', 'VIP manager'] }[key],
    );
  });

  it('confirms a callback request and refuses a second one in the request language', async () => {
    const body = { tenantId: 1, userName: 'lotus888', realName: 'Nguyen Van An', vipLevel: 2, remark: '', mobile: '912345678', mobileArea: '84' };
    const path = '/api/operation/vipphoneback/add';
    expect(await ask('POST', path, { language: 'en-US', body })).toEqual({
      code: 200,
      msg: 'Request sent: an agent will call you back soon',
      data: null,
    });
    expect((await ask('POST', path, { language: 'zh-CN', body })).msg).toBe('您已有一个待处理的回拨请求');
    expect((await ask('POST', path, { body })).msg).toBe('Bạn đã có một yêu cầu gọi lại đang chờ xử lý');
  });
});

describe('feedback in the request language', () => {
  it('explains a refused feedback in the request language and keeps what people wrote as written', async () => {
    const short = await ask('POST', '/api/operation/advice/config/saveAdviceConfig', { language: 'en-US', body: { adviceType: 1, content: 'short' } });
    expect(short).toEqual({ code: 1005000040, msg: 'Feedback must be at least 10 characters long', data: null });
    const thread = await ask('GET', '/api/operation/advice/config/show/7001', { language: 'en-US' });
    expect(thread.data.content).toBe('Trang nạp tiền tải rất chậm vào buổi tối, mong được khắc phục.');
  });
});
