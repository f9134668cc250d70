import { describe, expect, it } from 'vitest';
import { useScenario } from '../node';
import { SEED_TOKENS } from '../seed';
import { call, type Json } from '../testing/client';
import { replyToAdvice } from './advice';

const LOTUS = SEED_TOKENS.lotus888;
const BASE = '/api/operation/advice/config';
const IMAGE = 'https://cdn.lotus.example/upload/fb/20261123/d4e5f6.jpg';
const unread = async (token: string = LOTUS) => (await call('GET', `${BASE}/hasUnreadReply`, { token })).data as boolean;

describe('feedback', () => {
  it('lists the seeded threads newest first with their reply flags', async () => {
    const page = await call('GET', `${BASE}/list`, { token: LOTUS });
    expect(page.data.records.map((a: Json) => [a.id, a.status, a.hasUnreadReply])).toEqual([
      [7001, 1, true],
      [6990, 0, false],
      [6985, 1, false],
    ]);
    expect(await unread()).toBe(true);
  });

  it('opening a thread shows its replies and marks them read', async () => {
    const detail = await call('GET', `${BASE}/show/7001`, { token: LOTUS });
    expect(detail.data.replies).toHaveLength(1);
    expect(detail.data.images).toHaveLength(1);
    expect(await unread()).toBe(false);
    expect((await call('GET', `${BASE}/show/9999`, { token: LOTUS })).code).toBe(1005000043);
    expect((await call('GET', `${BASE}/show/7001`, { token: SEED_TOKENS.nomobile01 })).code).toBe(1005000043);
  });

  it('sends feedback with images, which waits for a reply and lights the flag once answered', async () => {
    const content = 'Ứng dụng bị đứng khi mở trang trực tiếp bóng đá.';
    const saved = await call('POST', `${BASE}/saveAdviceConfig`, { token: SEED_TOKENS.nomobile01, body: { adviceType: 2, content, images: [IMAGE] } });
    expect(saved.code).toBe(200);
    const mine = await call('GET', `${BASE}/list`, { token: SEED_TOKENS.nomobile01 });
    expect(mine.data.records).toEqual([expect.objectContaining({ adviceType: 2, content, images: [IMAGE], status: 0, hasUnreadReply: false })]);
    await replyToAdvice(mine.data.records[0].id, 'Chúng tôi đang kiểm tra lỗi này.');
    expect(await unread(SEED_TOKENS.nomobile01)).toBe(true);
  });

  it('refuses short content, more than three images and more than five a day', async () => {
    // nomobile01 has no seeded feedback, so the daily count starts at 0 whatever the time of day.
    const send = (body: unknown) => call('POST', `${BASE}/saveAdviceConfig`, { token: SEED_TOKENS.nomobile01, body });
    expect((await send({ adviceType: 1, content: '  ngắn  ' })).code).toBe(1005000040);
    expect((await send({ adviceType: 1, content: 'Nội dung đủ dài để gửi.', images: [IMAGE, IMAGE, IMAGE, IMAGE] })).code).toBe(1005000042);
    for (let i = 0; i < 5; i += 1) expect((await send({ adviceType: 4, content: `Góp ý số ${i} cho trang chủ.` })).code).toBe(200);
    expect((await send({ adviceType: 4, content: 'Góp ý thứ sáu trong ngày.' })).code).toBe(1005000041);
  });

  it('feedback-empty scenario', async () => {
    useScenario('feedback-empty');
    expect((await call('GET', `${BASE}/list?current=1&size=10`, { token: LOTUS })).data).toEqual({ records: [], total: 0, current: 1, size: 10 });
    expect(await unread()).toBe(false);
  });
});
