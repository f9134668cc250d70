import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { db } from '../db';
import { reseed } from './index';
import { createRandom } from './random';
import { seedSports, type SeedProfile } from './sports';
import { asianLine, handicapLabels, selectionNames } from './sports-labels';
import { initials } from './sports-logos';
import { SPORT_LANGUAGES, SPORT_NAMES } from './sports-texts';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const DAY = 24 * 3_600_000;

async function seedOnly(profile: SeedProfile, seed = 9): Promise<void> {
  db.matches.clear();
  db.teams.clear();
  db.leagues.clear();
  await seedSports(createRandom(seed), NOW, { profile });
}

const live = () => db.matches.all().filter((m) => m.ms === 5);

afterAll(async () => {
  await reseed();
});

describe('sports seed profiles', () => {
  it('normal: a few hundred matches over the 16 sports, 40-60 live over several sports, results of 7 days, outrights', async () => {
    await seedOnly('normal');
    const all = db.matches.all();
    expect(all.length).toBeGreaterThan(300);
    expect(live().length).toBeGreaterThanOrEqual(40);
    expect(live().length).toBeLessThanOrEqual(60);
    expect(new Set(live().map((m) => m.sid)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(all.map((m) => m.sid))).toEqual(new Set(Object.keys(SPORT_NAMES).map(Number)));
    const finished = all.filter((m) => m.ms === 0);
    expect(finished.length).toBeGreaterThan(100);
    expect(finished.every((m) => m.bt < NOW && m.bt >= NOW - 7 * DAY && m.nsg.length > 0)).toBe(true);
    const outrights = all.filter((m) => m.ty === 1);
    expect(outrights.length).toBeGreaterThan(5);
    expect(outrights.every((m) => m.mg.every((g) => g.pe === undefined && g.mty >= 1965 && g.mty <= 1999))).toBe(true);
    const upcoming = all.filter((m) => m.ms === 4 && m.ty === 2);
    expect(upcoming.some((m) => m.bt - NOW < DAY)).toBe(true);
    expect(upcoming.some((m) => m.bt - NOW >= DAY)).toBe(true);
    expect(upcoming.every((m) => m.bt > NOW)).toBe(true);
  });

  it('busy: at least 300 live matches; empty: none at all', async () => {
    await seedOnly('busy');
    expect(live().length).toBeGreaterThanOrEqual(300);
    await seedOnly('empty');
    expect(db.matches.all()).toHaveLength(0);
  });

  it('is deterministic for a seed and reference time', async () => {
    await seedOnly('normal', 3);
    const first = JSON.stringify(db.matches.all());
    await seedOnly('normal', 3);
    expect(JSON.stringify(db.matches.all())).toBe(first);
  });

  it('names every league and team in the three data languages and gives their logos by URL', async () => {
    await seedOnly('normal');
    for (const team of db.teams.all()) {
      for (const language of SPORT_LANGUAGES) expect(team.names[language].length).toBeGreaterThan(0);
      expect(team.na).toBe(team.names.ENG);
      expect(team.lurl).toMatch(/^\/mock-pictures\/logo\/circle\/\d+\/.+\.svg$/);
    }
    expect(db.teams.all().some((team) => team.names.CMN !== team.names.ENG)).toBe(true);
    expect(db.leagues.all().every((league) => league.names.CMN !== league.names.ENG && league.lurl?.startsWith('/mock-pictures/logo/shield/'))).toBe(true);
  });

  it('suspends some lines (ss 0, odds -999), locks a few single selections and gives sport scoreboards', async () => {
    await seedOnly('normal');
    const markets = db.matches.all().filter((m) => m.ms !== 0).flatMap((m) => m.mg.flatMap((g) => g.mks));
    expect(markets.some((k) => k.ss === 0 && k.op.every((o) => o.od === -999))).toBe(true);
    expect(markets.some((k) => k.ss === 1 && k.op.some((o) => o.od === -999))).toBe(true);
    expect(markets.filter((k) => k.ss === 1).flatMap((k) => k.op).filter((o) => o.od > 0).every((o) => o.od >= 1.01)).toBe(true);
    for (const sid of [2, 6, 7, 16, 8]) {
      expect(live().filter((m) => m.sid === sid).every((m) => Object.keys(m.sb ?? {}).length > 0), `sport ${sid}`).toBe(true);
    }
  });
});

describe('labels', () => {
  it('writes Asian lines and handicaps symmetrically', () => {
    expect(asianLine(0.25)).toBe('0/0.5');
    expect(asianLine(2.75)).toBe('2.5/3');
    fc.assert(
      fc.property(fc.integer({ min: -40, max: 40 }), (quarters) => {
        const [home, away] = handicapLabels(quarters / 4);
        expect(home.replace(/^[+-]/, '')).toBe(away.replace(/^[+-]/, ''));
        if (quarters !== 0) expect(home.charAt(0)).not.toBe(away.charAt(0));
      }),
    );
  });

  it('names correct-score selections from their type', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 9 }), (home, away) => {
        expect(selectionNames('CMN', 1099, 100 + 10 * home + away, undefined, ['A', 'B']).na).toBe(`${home}-${away}`);
      }),
    );
  });

  it('takes logo initials from the first two words', () => {
    expect(initials('Hanoi FC')).toBe('HF');
    expect(initials('Kitahama')).toBe('KI');
    expect(initials('Saigon Dragons (Kaiser)')).toBe('SD');
    fc.assert(
      fc.property(fc.string(), (name) => {
        expect(Array.from(initials(name)).length).toBeLessThanOrEqual(2);
      }),
    );
  });
});
