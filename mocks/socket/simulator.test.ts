import { beforeEach, describe, expect, it } from 'vitest';
import type { ServerMessage } from '@/shared/api/generated/socket/messages';
import { db } from '../db';
import { reseed } from '../seed';
import { LOCKED_ODDS } from '../seed/sports-markets';
import { GOAL_SUSPENSION_MS, LiveSimulator, TYG } from './simulator';
import { EVENING_START, liveMatchOf, ofType, storedMatch } from './test-support';

const NOW = EVENING_START;
const SECOND = 1000;

async function run(seed: number, steps: number, every = 4 * SECOND): Promise<ServerMessage[]> {
  await reseed({ now: NOW });
  const simulator = new LiveSimulator(seed);
  const out: ServerMessage[] = [];
  for (let i = 0; i < steps; i += 1) out.push(...(await simulator.step(NOW + i * every)));
  return out;
}

const group = (id: number, pe: number, tyg: number) => storedMatch(id).nsg.find((g) => g.pe === pe && g.tyg === tyg)?.sc;
const marketsOf = (id: number) => storedMatch(id).mg.flatMap((g) => g.mks);

describe('live simulator runs', () => {
  // Runs of a minute or two of simulated play: enough pushes to compare, little enough work that a busy machine
  // finishes them well inside the test's time (each run reseeds the database).
  it('produce the same pushes for the same seed', async () => {
    const first = await run(5, 15);
    expect(first.length).toBeGreaterThan(5);
    expect(await run(5, 15)).toEqual(first);
    expect(await run(6, 15)).not.toEqual(first);
  });

  it('write what they push into the match collection (the last push of each score group and market)', async () => {
    const pushes = await run(5, 100);
    const scores = new Map<string, number[]>();
    const odds = new Map<string, { ss: number; od: number[] }>();
    for (const m of pushes) {
      if (m.businessType === 'scoreChange') for (const g of m.businessContent.nsg) scores.set(`${m.businessContent.matchId}/${g.pe}/${g.tyg}`, g.sc);
      if (m.businessType === 'oddsChange') {
        for (const k of m.businessContent.markets) odds.set(`${m.businessContent.matchId}/${k.mid}`, { ss: k.ss, od: k.op.map((o) => o.od) });
      }
    }
    expect(scores.size).toBeGreaterThan(3);
    expect(odds.size).toBeGreaterThan(3);
    for (const [key, sc] of scores) {
      const [id, pe, tyg] = key.split('/').map(Number) as [number, number, number];
      expect(group(id, pe, tyg)).toEqual(sc);
    }
    for (const [key, { ss, od }] of odds) {
      const [id, mid] = key.split('/').map(Number) as [number, number];
      const market = marketsOf(id).find((k) => k.id === mid);
      expect({ ss: market?.ss, od: market?.op.map((o) => o.od) }).toEqual({ ss, od });
    }
  });
});

describe('live simulator events', () => {
  let simulator: LiveSimulator;
  beforeEach(async () => {
    await reseed({ now: NOW });
    simulator = new LiveSimulator(11);
  });

  it('kicks off a match whose start time has passed', async () => {
    const next = db.matches.findMany((q) => q.where({ ms: 4, ty: 2, sid: 1 }), { orderBy: { bt: 'asc' } })[0];
    if (!next) throw new Error('no upcoming soccer match');
    const pushes = await simulator.step(next.bt + SECOND);
    expect(pushes).toContainEqual({ businessType: 'matchStatus', fbId: String(next.id), businessContent: { matchId: next.id, ms: 5, mc: expect.objectContaining({ pe: 1002, s: 0, r: true, tp: 1 }) } });
    expect(storedMatch(next.id)).toMatchObject({ ms: 5, fid: 1, mc: { pe: 1002 } });
    expect(group(next.id, 1000, TYG.score)).toEqual([0, 0]);
  });

  it('a soccer goal pushes goal and score, suspends the open markets and reopens them with moved odds', async () => {
    const match = liveMatchOf(1);
    const before = group(match.id, 1000, TYG.score) ?? [0, 0];
    const open = marketsOf(match.id).filter((k) => k.ss === 1);
    const oneXTwo = match.mg.find((g) => g.mty === 1005)?.mks.find((k) => k.ss === 1);
    const pushes = await simulator.score(match.id, NOW, 2);
    const [goal] = ofType(pushes, 'goal');
    expect(goal?.businessContent).toEqual({ matchId: match.id, sportId: 1, side: 2, score: [before[0], (before[1] ?? 0) + 1], time: NOW, clock: match.mc });
    expect(ofType(pushes, 'scoreChange')[0]?.businessContent.nsg).toContainEqual({ pe: 1000, tyg: 5, sc: [before[0], (before[1] ?? 0) + 1] });
    const [suspension] = ofType(pushes, 'oddsChange');
    expect(suspension?.businessContent.markets.map((k) => k.mid).sort()).toEqual(open.map((k) => k.id).sort());
    for (const k of suspension?.businessContent.markets ?? []) expect(k.op.every((o) => o.od === LOCKED_ODDS) && k.ss === 0).toBe(true);
    expect(marketsOf(match.id).filter((k) => open.some((o) => o.id === k.id)).every((k) => k.ss === 0 && k.op.every((o) => o.od < 0))).toBe(true);

    // Still suspended a moment later; open again once the suspension ran out.
    expect(ofType(await simulator.step(NOW + GOAL_SUSPENSION_MS[0] - SECOND), 'oddsChange').filter((m) => m.businessContent.markets.some((k) => k.ss === 1 && open.some((o) => o.id === k.mid)) && m.businessContent.matchId === match.id)).toEqual([]);
    const later = await simulator.step(NOW + GOAL_SUSPENSION_MS[1]);
    const reopen = ofType(later, 'oddsChange').find((m) => m.businessContent.matchId === match.id && m.businessContent.markets.length === open.length);
    const lockedBefore = new Set(open.flatMap((k) => k.op.filter((o) => o.od < 0).map((o) => `${k.id}:${o.ty}`)));
    expect(reopen?.businessContent.markets.every((k) => k.ss === 1 && k.op.every((o) => (lockedBefore.has(`${k.mid}:${o.ty}`) ? o.od < 0 : o.od > 1)))).toBe(true);
    expect(marketsOf(match.id).filter((k) => open.some((o) => o.id === k.id)).every((k) => k.ss === 1)).toBe(true);
    if (oneXTwo) {
      const away = (op: { ty: number; od: number }[]) => op.find((o) => o.ty === 2)?.od ?? 0;
      const now1x2 = marketsOf(match.id).find((k) => k.id === oneXTwo.id);
      expect(away(now1x2?.op ?? [])).toBeLessThan(away(oneXTwo.op));
    }
  });

  it('a selection locked before a goal stays locked when its market reopens', async () => {
    const match = liveMatchOf(1);
    const market = marketsOf(match.id).find((k) => k.ss === 1 && k.op.length >= 2 && k.op.every((o) => o.od > 0));
    if (!market) throw new Error('no open market');
    const [lockedOption, openOption] = market.op;
    await db.matches.update((q) => q.where({ id: match.id }), {
      data: (m) => {
        const target = m.mg.flatMap((g) => g.mks).find((k) => k.id === market.id);
        const option = target?.op.find((o) => o.ty === lockedOption?.ty);
        if (option) option.od = LOCKED_ODDS;
      },
    });
    await simulator.score(match.id, NOW, 1);
    await simulator.step(NOW + GOAL_SUSPENSION_MS[1]);
    const after = marketsOf(match.id).find((k) => k.id === market.id);
    expect(after?.ss).toBe(1);
    expect(after?.op.find((o) => o.ty === lockedOption?.ty)?.od).toBe(LOCKED_ODDS);
    expect(after?.op.find((o) => o.ty === openOption?.ty)?.od).toBeGreaterThan(1);
  });

  it('corners, yellow and red cards count in their own score groups', async () => {
    const match = liveMatchOf(1);
    const [homeCorners = 0, awayCorners = 0] = group(match.id, 1000, TYG.corners) ?? [];
    const [homeYellow = 0, awayYellow = 0] = group(match.id, 1000, TYG.yellow) ?? [];
    const [homeRed = 0, awayRed = 0] = group(match.id, 1000, TYG.red) ?? [];
    expect(ofType(await simulator.corner(match.id, 1), 'scoreChange')[0]?.businessContent.nsg).toEqual([{ pe: 1000, tyg: 6, sc: [homeCorners + 1, awayCorners] }]);
    expect(ofType(await simulator.card(match.id, 'yellow', 2), 'scoreChange')[0]?.businessContent.nsg).toEqual([{ pe: 1000, tyg: 7, sc: [homeYellow, awayYellow + 1] }]);
    expect(ofType(await simulator.card(match.id, 'red', 1), 'scoreChange')[0]?.businessContent.nsg).toEqual([{ pe: 1000, tyg: 8, sc: [homeRed + 1, awayRed] }]);
    expect(group(match.id, 1000, TYG.yellow)).toEqual([homeYellow, awayYellow + 1]);
    expect(group(match.id, 1000, TYG.red)).toEqual([homeRed + 1, awayRed]);
    expect(await simulator.corner(liveMatchOf(3).id)).toEqual([]);
  });

  it('basketball points add to the total and the quarter', async () => {
    const match = liveMatchOf(3);
    const [homeTotal = 0] = group(match.id, 3001, 5) ?? [];
    const pushes = await simulator.score(match.id, NOW, 1);
    const nsg = ofType(pushes, 'scoreChange')[0]?.businessContent.nsg ?? [];
    const scored = (nsg[0]?.sc[0] ?? 0) - homeTotal;
    expect(scored).toBeGreaterThanOrEqual(1);
    expect(scored).toBeLessThanOrEqual(3);
    expect(nsg[1]?.pe).toBe(3005 + [3005, 3007, 3009, 3011].indexOf(match.mc.pe));
    expect(ofType(pushes, 'goal')).toEqual([]);
    expect(group(match.id, 3001, 5)).toEqual(nsg[0]?.sc);
  });

  it('tennis games win sets and two sets end the match', async () => {
    const match = liveMatchOf(5);
    const pushes: ServerMessage[] = [];
    for (let game = 0; game < 40 && storedMatch(match.id).ms === 5; game += 1) pushes.push(...(await simulator.score(match.id, NOW, 1)));
    const stored = storedMatch(match.id);
    expect(stored.ms).toBe(0);
    expect(group(match.id, 5001, TYG.sets)?.[0]).toBe(2);
    expect(ofType(pushes, 'matchStatus').at(-1)?.businessContent.ms).toBe(0);
  });

  it('a soccer match ends at full time: ms 0, markets closed, among the finished matches', async () => {
    const match = liveMatchOf(1);
    const pushes: ServerMessage[] = [];
    for (let minute = 0; minute <= 120 && storedMatch(match.id).ms === 5; minute += 1) pushes.push(...(await simulator.step(NOW + minute * 60 * SECOND)));
    const end = ofType(pushes, 'matchStatus').find((m) => m.businessContent.matchId === match.id && m.businessContent.ms === 0);
    expect(end?.businessContent.mc).toMatchObject({ pe: 1005, r: false });
    expect(storedMatch(match.id)).toMatchObject({ ms: 0, mc: { pe: 1005 } });
    expect(marketsOf(match.id).every((k) => k.ss === -1)).toBe(true);
    expect(db.matches.findMany((q) => q.where({ ms: 0 })).map((m) => m.id)).toContain(match.id);
    expect(await simulator.score(match.id, NOW)).toEqual([]);
  });

  it('a basketball match counts down to the end', async () => {
    const match = liveMatchOf(3);
    const periods: number[] = [];
    for (let minute = 0; minute <= 90 && storedMatch(match.id).ms === 5; minute += 1) {
      for (const m of ofType(await simulator.step(NOW + minute * 60 * SECOND), 'matchStatus')) if (m.businessContent.matchId === match.id) periods.push(m.businessContent.mc.pe);
    }
    expect(periods.at(-1)).toBe(3013);
    expect(storedMatch(match.id).ms).toBe(0);
  });

  it('odds moves keep within 8% and prefer the given matches', async () => {
    const match = liveMatchOf(1);
    const pushes = ofType(await simulator.moveOdds(40, NOW, new Set([match.id])), 'oddsChange');
    expect(pushes.length).toBeGreaterThan(20);
    expect(pushes.filter((m) => m.businessContent.matchId === match.id).length).toBeGreaterThan(8);
    for (const m of pushes) for (const k of m.businessContent.markets) for (const o of k.op) expect(o.od === LOCKED_ODDS || o.od >= 1.01).toBe(true);
  });
});
