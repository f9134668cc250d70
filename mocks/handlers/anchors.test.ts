import { describe, expect, it } from 'vitest';
import { SEED_TOKENS } from '../seed';
import { call } from '../testing/client';

const token = SEED_TOKENS.lotus888;

describe('anchors', () => {
  it('lists the anchors streaming now first, each with the room they stream in', async () => {
    const anchors = (await call('GET', '/api/live/anchor/list')).data;
    expect(anchors).toHaveLength(8);
    const live = anchors.filter((a: { live: boolean }) => a.live);
    expect(live.length).toBeGreaterThanOrEqual(6);
    expect(anchors.slice(0, live.length)).toEqual(live);
    for (const anchor of live) expect((await call('GET', `/api/live/room/detail?roomId=${anchor.roomId}`)).data.anchor.anchorId).toBe(anchor.anchorId);
  });

  it('gives an anchor’s bio, planned streams and past streams', async () => {
    const anchor = (await call('GET', '/api/live/anchor/detail?anchorId=301')).data;
    expect(anchor.bio).toContain('bình luận');
    expect(anchor.schedule.length).toBeGreaterThan(0);
    expect(anchor.schedule[0].startTime).toBeGreaterThan(Date.now());
    expect(anchor.pastStreams.length).toBeGreaterThanOrEqual(3);
    expect((await call('GET', '/api/live/anchor/detail?anchorId=999')).code).toBe(1011000002);
  });

  it('follows and unfollows for a member, counting them among the followers; guests are refused', async () => {
    const before = (await call('GET', '/api/live/anchor/detail?anchorId=302', { token })).data;
    expect(before.following).toBe(false);
    const followed = (await call('POST', '/api/live/anchor/follow', { token, body: { anchorId: 302, follow: true } })).data;
    expect(followed).toEqual({ anchorId: 302, following: true, followers: before.followers + 1 });
    // Following again changes nothing.
    expect((await call('POST', '/api/live/anchor/follow', { token, body: { anchorId: 302, follow: true } })).data.followers).toBe(before.followers + 1);
    expect((await call('GET', '/api/live/anchor/detail?anchorId=302', { token })).data.following).toBe(true);
    expect((await call('POST', '/api/live/anchor/follow', { token, body: { anchorId: 302, follow: false } })).data).toEqual({ anchorId: 302, following: false, followers: before.followers });
    expect((await call('POST', '/api/live/anchor/follow', { body: { anchorId: 302, follow: true } })).code).toBe(10009);
  });
});
