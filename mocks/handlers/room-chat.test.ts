import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { ensureSeeded } from '../seed';
import { call, MOCK_ORIGIN } from '../testing/client';

const history = async (roomId: number, language = 'vi-VI') =>
  (await (await fetch(`${MOCK_ORIGIN}/api/live/chat/history?roomId=${roomId}`, { headers: { Language: language } })).json()).data;

describe('room chat history', () => {
  it('answers the rules and the room’s last lines, oldest first, without muted users', async () => {
    await ensureSeeded();
    const room = db.liveRooms.findFirst((q) => q.where({ category: 'sports' }))!;
    const { entries, mutedUserIds } = await history(room.roomId);
    expect(entries[0]).toMatchObject({ kind: 'notice', noticeType: 'system' });
    expect(entries.length).toBeGreaterThan(20);
    const times = entries.map((e: { time: number }) => e.time);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    for (const entry of entries) if (entry.kind === 'text') expect(mutedUserIds).not.toContain(entry.user.userId);
    const english = await history(room.roomId, 'en-US');
    expect(english.entries[0].text).toBe('Keep it friendly. No advertising and no personal details.');
    expect((await call('GET', '/api/live/chat/history?roomId=3')).code).toBe(1011000001);
  });

  it('has the anchor sharing bets on the room’s match', async () => {
    const room = db.liveRooms.findFirst((q) => q.where({ category: 'sports' }))!;
    const { entries } = await history(room.roomId);
    const shared = entries.filter((e: { kind: string }) => e.kind === 'sharedBet');
    expect(shared.length).toBeGreaterThan(0);
    expect(shared[0]).toMatchObject({ user: { role: 'anchor', userId: room.anchorId }, selection: { matchId: room.matchId, optionName: expect.any(String) } });
  });

  it('has the regulars talk about the room’s own sport (no corners in a basketball room)', async () => {
    await ensureSeeded();
    const basketball = db.liveRooms.findFirst((q) => q.where({ category: 'sports', sportId: 3 }))!;
    const texts = (await history(basketball.roomId, 'en-US')).entries.filter((e: { kind: string; user?: { role: string } }) => e.kind === 'text' && e.user?.role === 'member');
    const said = texts.map((e: { text: string }) => e.text).join(' | ');
    expect(said).not.toMatch(/Corner!|GOAL!!|Over 2\.5/);
    expect(said).toMatch(/three|dunk|zone|quarter|handicap|steal|read|Timeout|total points|close/);
  });
});
