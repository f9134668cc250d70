import { describe, expect, it } from 'vitest';
import { useScenario } from '../node';
import { SEED_TOKENS } from '../seed';
import { call, type Json } from '../testing/client';

const LOTUS = SEED_TOKENS.lotus888;
const BASE = '/api/operation/letter/config';
const list = (letType: number, token: string = LOTUS, extra = {}) =>
  call('POST', `${BASE}/queryLetterConfigSendList`, { token, body: { letType, ...extra } });
const typeCount = async (token: string = LOTUS) => (await call('GET', `${BASE}/queryLetterTypeCount`, { token })).data;
const badge = async (token: string = LOTUS) => (await call('GET', `${BASE}/queryLetterCount`, { token })).data.totalCount as number;
const decode = (base64: string): string => new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));

describe('letters', () => {
  it('lists letters of one type newest first with base64 content, and pages them', async () => {
    const page = await list(0);
    expect(page.data.total).toBe(3);
    const records = page.data.records as Json[];
    expect(records.map((r) => r.letType)).toEqual([0, 0, 0]);
    expect(records.map((r) => r.sendTime)).toEqual([...records.map((r) => r.sendTime)].sort().reverse());
    expect(decode(records[0].content)).toContain('VIP 2');
    const second = await list(0, LOTUS, { current: 2, size: 2 });
    expect(second.data).toMatchObject({ total: 3, current: 2, size: 2 });
    expect(second.data.records).toHaveLength(1);
  });

  it('carries the HTML operators typed, scripts and event handlers included (the app sanitises)', async () => {
    const all = [...(await list(0)).data.records, ...(await list(1)).data.records, ...(await list(2)).data.records];
    const bodies = all.map((letter: Json) => decode(letter.content)).join('\n');
    expect(bodies).toContain('<script>');
    expect(bodies).toMatch(/onerror=/);
    expect(bodies).toMatch(/href="javascript:/);
  });

  it('counts unread letters per tab and keeps the badge in step', async () => {
    expect(await typeCount()).toEqual({ announceCount: 1, eventCount: 1, activityCount: 1, totalCount: 3 });
    expect(await badge()).toBe(3);
  });

  it('deleting an unread letter removes it and lowers the unread counts', async () => {
    const detail = await call('POST', `${BASE}/queryLetterConfigDetail`, { token: LOTUS, body: { id: 9002 } });
    expect(detail.data).toMatchObject({ id: 9002, letType: 1, status: 0 });
    expect((await call('PUT', `${BASE}/deleteLetter`, { token: LOTUS, body: { id: 9002 } })).code).toBe(200);
    expect(await typeCount()).toEqual({ announceCount: 1, eventCount: 0, activityCount: 1, totalCount: 2 });
    expect(await badge()).toBe(2);
    expect((await list(1)).data.records.map((r: Json) => r.id)).not.toContain(9002);
    const again = await call('PUT', `${BASE}/deleteLetter`, { token: LOTUS, body: { id: 9002 } });
    expect(again).toEqual({ code: 1005000030, msg: 'Thư không tồn tại hoặc đã bị xóa', data: null });
  });

  it('marks one letter read, then a whole tab, then deletes several', async () => {
    expect((await call('PUT', `${BASE}/updateLetterStatus`, { token: LOTUS, body: { id: 9001 } })).code).toBe(200);
    expect((await typeCount()).announceCount).toBe(0);
    expect((await call('PUT', `${BASE}/updateLetterStatusBatch`, { token: LOTUS, body: { letType: 2 } })).code).toBe(200);
    expect(await typeCount()).toEqual({ announceCount: 0, eventCount: 1, activityCount: 0, totalCount: 1 });
    expect((await call('PUT', `${BASE}/deleteLetters`, { token: LOTUS, body: { ids: [9004, 9005] } })).code).toBe(200);
    expect((await list(0)).data.total).toBe(1);
    expect((await call('PUT', `${BASE}/deleteLetters`, { token: LOTUS, body: { ids: [] } })).code).toBe(1005000031);
  });

  it("keeps members' letters apart", async () => {
    const other = SEED_TOKENS.nomobile01;
    expect((await call('POST', `${BASE}/queryLetterConfigDetail`, { token: other, body: { id: 9001 } })).code).toBe(1005000030);
    expect((await call('PUT', `${BASE}/deleteLetter`, { token: other, body: { id: 9001 } })).code).toBe(1005000030);
    expect(await typeCount(other)).toEqual({ announceCount: 0, eventCount: 0, activityCount: 0, totalCount: 0 });
    expect((await list(0, other)).data.total).toBe(1);
  });

  it('letters-empty and letters-error scenarios', async () => {
    useScenario('letters-empty');
    expect((await list(0)).data).toEqual({ records: [], total: 0, current: 1, size: 20 });
    expect((await typeCount()).totalCount).toBe(0);
    expect(await badge()).toBe(0);
    useScenario('letters-error');
    expect((await list(0)).code).toBe(1000009999);
    expect((await call('GET', `${BASE}/queryLetterTypeCount`, { token: LOTUS })).code).toBe(1000009999);
  });
});

describe('announcements', () => {
  const ANN = '/api/operation/announce/config';

  it('shows deposit notices by descending sortNum with base64 content', async () => {
    const deposit = await call('GET', `${ANN}/queryAnnByMember?annType=1`);
    expect(deposit.data.map((a: Json) => a.id)).toEqual([503, 502, 504]);
    expect(decode(deposit.data[0].content)).toContain('javascript:');
  });

  it('hides ended notices, and VIP-only ones from guests and lower levels', async () => {
    const guest = (await call('GET', `${ANN}/queryAnnByMember?annType=0`)).data.map((a: Json) => a.id);
    expect(guest).toEqual([505, 501]);
    const vip3 = await call('GET', `${ANN}/queryAnnByMember`, { token: SEED_TOKENS.lockedwd01 });
    expect(vip3.data.map((a: Json) => a.id)).toEqual([503, 502, 504, 506, 505, 501]);
    const html = vip3.data.map((a: Json) => decode(a.content)).join('');
    expect(html).toContain('<script>');
  });

  it('opens one announcement and refuses an ended or unknown one', async () => {
    const detail = await call('POST', `${ANN}/queryAnnByMemberDetail`, { body: { id: 502 } });
    expect(detail.data).toMatchObject({ id: 502, annType: 1, sortNum: 20 });
    expect((await call('POST', `${ANN}/queryAnnByMemberDetail`, { body: { id: 507 } })).code).toBe(1005000020);
    expect((await call('POST', `${ANN}/queryAnnByMemberDetail`, { body: { id: 1 } })).code).toBe(1005000020);
  });

  it('announcements-empty scenario', async () => {
    useScenario('announcements-empty');
    expect((await call('GET', `${ANN}/queryAnnByMember`)).data).toEqual([]);
  });
});
