import { describe, expect, it, vi } from 'vitest';
import { db } from '../db';
import { useScenario } from '../node';
import { SEED_TOKENS } from '../seed';
import { call, MOCK_ORIGIN } from '../testing/client';
import { decodeTimes, fragmentNumber } from './rooms-stream-bytes';
import { STREAM } from './rooms-stream-playlist';

const token = SEED_TOKENS.lotus888;
const get = (path: string, language = 'vi-VI') => fetch(`${MOCK_ORIGIN}${path}`, { headers: { Language: language } });

async function firstLiveRoom(): Promise<{ roomId: number; matchId: number | null; streamUrl: string }> {
  const list = await call('GET', '/api/live/room/list?category=sports');
  const room = list.data.records.find((r: { state: string }) => r.state === 'live');
  const detail = await call('GET', `/api/live/room/detail?roomId=${room.roomId}`);
  return detail.data;
}

describe('live rooms', () => {
  it('lists sports rooms from the live matches, live ones first, in the request language', async () => {
    const vi = (await call('GET', '/api/live/room/list?category=sports')).data.records;
    expect(vi.length).toBeGreaterThanOrEqual(6);
    expect(vi[0].state).toBe('live');
    const states = vi.map((room: { state: string }) => room.state);
    expect(states.indexOf('scheduled')).toBeGreaterThan(states.lastIndexOf('live'));
    for (const room of vi.filter((r: { state: string }) => r.state === 'live')) {
      expect(db.matches.findFirst((q) => q.where({ id: room.matchId }))?.ms).toBe(5);
      expect(room.viewers).toBeGreaterThan(0);
    }
    const en = await (await get('/api/live/room/list?category=sports', 'en-US')).json();
    expect(en.data.records[0].title).toMatch(/live commentary$/);
    expect(vi[0].title).toMatch(/bình luận trực tiếp$/);
  });

  it('lists the shows under entertainment and the streamed matches under matches', async () => {
    const shows = (await call('GET', '/api/live/room/list?category=entertainment')).data.records;
    expect(shows.map((room: { category: string }) => room.category)).toEqual(shows.map(() => 'entertainment'));
    expect(shows.filter((room: { state: string }) => room.state === 'live')).toHaveLength(2);
    const matches = (await call('GET', '/api/live/room/matches')).data;
    expect(matches.length).toBeGreaterThanOrEqual(6);
    expect(matches[0]).toMatchObject({ roomState: 'live' });
  });

  it('gives a live room its stream and whether the member follows the anchor', async () => {
    const room = await firstLiveRoom();
    expect(room.streamUrl).toBe(`${MOCK_ORIGIN}/live-stream/${room.roomId}/master.m3u8`);
    const anchorId = db.liveRooms.findFirst((q) => q.where({ roomId: room.roomId }))!.anchorId;
    expect((await call('GET', `/api/live/room/detail?roomId=${room.roomId}`, { token })).data.following).toBe(false);
    await call('POST', '/api/live/anchor/follow', { token, body: { anchorId, follow: true } });
    expect((await call('GET', `/api/live/room/detail?roomId=${room.roomId}`, { token })).data.following).toBe(true);
    expect((await call('GET', '/api/live/room/detail?roomId=1')).code).toBe(1011000001);
  });

  it('answers the live site setting with the chat rules', async () => {
    expect((await call('GET', '/api/live/config')).data).toEqual({ viewType: 'vn', chatMaxLength: 100, chatIntervalMs: 3000 });
  });
});

describe('the test stream', () => {
  it('serves a master playlist with both qualities and a live window that moves with the clock', async () => {
    const { streamUrl } = await firstLiveRoom();
    const master = await (await fetch(streamUrl)).text();
    expect(master).toContain('RESOLUTION=640x360');
    expect(master).toContain('RESOLUTION=320x180');
    const media = await (await fetch(streamUrl.replace('master.m3u8', 'high/index.m3u8'))).text();
    expect(media).toContain('#EXT-X-MAP:URI="init.mp4"');
    expect(media).not.toContain('#EXT-X-ENDLIST');
    const sequence = Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(media)?.[1]);
    expect(media.match(/\.m4s/g)).toHaveLength(5);
    const segment = new Uint8Array(await (await fetch(streamUrl.replace('master.m3u8', `high/${sequence}.m4s`))).arrayBuffer());
    expect(fragmentNumber(segment)).toBe(sequence + 1);
    // The video (12800/s) sits exactly at the segment's place in the endless stream; the audio (48000/s) within a
    // few AAC frames (1024 each) of it, as audio frames do not fall on the 2 s boundaries.
    const seconds = sequence * STREAM.segmentSeconds;
    const times = decodeTimes(segment);
    expect(times.get(1)).toBe(BigInt(seconds * 12_800));
    expect(Math.abs(Number(times.get(2)) - seconds * 48_000)).toBeLessThan(3 * 1024);
  });

  it('ends the playlist when the room ends (stream-ends)', async () => {
    useScenario('stream-ends');
    const { streamUrl, roomId } = await firstLiveRoom();
    expect(await (await fetch(streamUrl)).text()).toContain('#EXTM3U');
    const end = Date.now() + 8_000;
    const media = streamUrl.replace('master.m3u8', 'low/index.m3u8');
    expect(await (await fetch(media)).text()).not.toContain('#EXT-X-ENDLIST');
    vi.useFakeTimers({ toFake: ['Date'], now: end + 1 });
    try {
      expect(await (await fetch(media)).text()).toContain('#EXT-X-ENDLIST');
      expect((await call('GET', `/api/live/room/detail?roomId=${roomId}`)).data).toMatchObject({ state: 'ended', streamUrl: null });
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses every stream file (stream-broken)', async () => {
    const { streamUrl } = await firstLiveRoom();
    useScenario('stream-broken');
    expect((await fetch(streamUrl)).status).toBe(503);
  });
});
