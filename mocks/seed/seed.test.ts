import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { createRandom } from './random';
import { reseed, SEED_TOKENS } from './index';
import { SEED_PASSWORD } from './members';

const NOW = Date.UTC(2026, 10, 23, 10, 0, 0);

function snapshot(): string {
  return JSON.stringify(Object.fromEntries(Object.entries(db).map(([name, collection]) => [name, collection.all()])));
}

describe('seeded random', () => {
  it('repeats its sequence for the same seed', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const seqA = Array.from({ length: 20 }, () => a.int(0, 1000));
    expect(Array.from({ length: 20 }, () => b.int(0, 1000))).toEqual(seqA);
    const c = createRandom(43);
    expect(Array.from({ length: 20 }, () => c.int(0, 1000))).not.toEqual(seqA);
  });
});

describe('seed data', () => {
  it('is the same for the same seed and reference time, and differs for another seed', async () => {
    await reseed({ seed: 7, now: NOW });
    const first = snapshot();
    await reseed({ seed: 7, now: NOW });
    expect(snapshot()).toBe(first);
    await reseed({ seed: 8, now: NOW });
    expect(snapshot()).not.toBe(first);
  });

  it('holds the named members with their locks, wallets and tokens', async () => {
    await reseed({ now: NOW });
    const byName = (userName: string) => db.members.findFirst((q) => q.where({ userName }), { strict: true });
    expect(byName('lotus888')).toMatchObject({ mobile: '912345678', mobileArea: '84', vipLevel: 2, status: [] });
    expect(byName('lockeddp01').status).toEqual(['2']);
    expect(byName('lockedwd01').status).toEqual(['3']);
    expect(byName('nomobile01').mobile).toBe('');
    expect(db.wallets.findFirst((q) => q.where({ memberId: byName('lotus888').id }))).toMatchObject({ balance: 1_250_000, currency: 'VND' });
    expect(db.credentials.findFirst((q) => q.where({ userName: 'lotus888' }))?.password).toBe(SEED_PASSWORD);
    for (const [userName, token] of Object.entries(SEED_TOKENS)) {
      expect(db.sessions.findFirst((q) => q.where({ token }))?.memberId).toBe(byName(userName).id);
    }
  });

  it('has four agent groups, two without live and one of those the demo group', async () => {
    await reseed({ now: NOW });
    const lines = db.agentLines.all();
    expect(lines).toHaveLength(4);
    const offline = lines.filter((l) => !l.live);
    expect(offline).toHaveLength(2);
    expect(offline.filter((l) => l.demo)).toHaveLength(1);
    expect(lines.every((l) => l.domainList.length > 0)).toBe(true);
  });

  it('has live, upcoming and outright matches for soccer, basketball and tennis', async () => {
    await reseed({ now: NOW });
    const matches = db.matches.all();
    for (const sid of [1, 3, 5]) {
      expect(matches.some((m) => m.sid === sid && m.ms === 5 && m.bt <= NOW)).toBe(true);
      expect(matches.some((m) => m.sid === sid && m.ms === 4 && m.bt > NOW)).toBe(true);
    }
    expect(matches.filter((m) => m.ty === 1).length).toBeGreaterThan(0);
    const marketIds = matches.flatMap((m) => m.mg.flatMap((g) => g.mks.map((k) => k.id)));
    expect(new Set(marketIds).size).toBe(marketIds.length);
  });
});
