import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { betReturnPerUnit, legOutcome, settlingScore, SR, type LegOutcome, type Score } from './sports-settlement-rules';

const handicap = (ty: 1 | 2, li: number, re?: string) => ({ mty: 1000, ty, li: String(li), ...(re === undefined ? {} : { re }) });
const total = (ty: 4 | 5, li: number) => ({ mty: 1007, ty, li: String(li) });

describe('legOutcome — Asian handicap (the home line in li)', () => {
  it.each<[string, number, 1 | 2, Score, LegOutcome]>([
    ['home -0.25 wins by one', -0.25, 1, [1, 0], 'win'],
    ['home -0.25 draws: half the stake lost', -0.25, 1, [0, 0], 'halfLoss'],
    ['away +0.25 on that draw: half won', -0.25, 2, [0, 0], 'halfWin'],
    ['home -0.25 loses', -0.25, 1, [0, 1], 'loss'],
    ['home -0.75 wins by one: half won', -0.75, 1, [1, 0], 'halfWin'],
    ['home -0.75 wins by two', -0.75, 1, [2, 0], 'win'],
    ['away +0.75 when home wins by one: half lost', -0.75, 2, [1, 0], 'halfLoss'],
    ['home -0.75 draws', -0.75, 1, [1, 1], 'loss'],
    ['home +1.25 loses by one: half won', 1.25, 1, [0, 1], 'halfWin'],
    ['home +1.25 loses by two', 1.25, 1, [0, 2], 'loss'],
    ['home +1.25 draws', 1.25, 1, [0, 0], 'win'],
    ['away -1.25 wins by one: half lost', 1.25, 2, [0, 1], 'halfLoss'],
    ['home -1 wins by one: push', -1, 1, [2, 1], 'push'],
    ['home -0.5 wins by one', -0.5, 1, [2, 1], 'win'],
    ['level ball, draw: push', 0, 2, [1, 1], 'push'],
  ])('%s', (_name, li, ty, score, outcome) => {
    expect(legOutcome(handicap(ty, li), score)).toBe(outcome);
  });

  it('a handicap taken in play counts only the goals after the bet (re, the score then)', () => {
    expect(legOutcome(handicap(1, -0.5, '1-0'), [2, 1])).toBe('loss');
    expect(legOutcome(handicap(1, -0.5), [2, 1])).toBe('win');
    expect(legOutcome(handicap(2, 0.25, '0-2'), [0, 2])).toBe('halfLoss');
  });
});

describe('legOutcome — over/under', () => {
  it.each<[string, 4 | 5, number, Score, LegOutcome]>([
    ['over 2.25 with two goals: half lost', 4, 2.25, [1, 1], 'halfLoss'],
    ['under 2.25 with two goals: half won', 5, 2.25, [2, 0], 'halfWin'],
    ['over 2.25 with three goals', 4, 2.25, [2, 1], 'win'],
    ['over 2.25 with one goal', 4, 2.25, [1, 0], 'loss'],
    ['over 2.75 with three goals: half won', 4, 2.75, [3, 0], 'halfWin'],
    ['under 2.75 with three goals: half lost', 5, 2.75, [1, 2], 'halfLoss'],
    ['over 2.75 with two goals', 4, 2.75, [1, 1], 'loss'],
    ['over 2.75 with four goals', 4, 2.75, [2, 2], 'win'],
    ['over 3 with three goals: push', 4, 3, [2, 1], 'push'],
    ['under 2.5 with two goals', 5, 2.5, [0, 2], 'win'],
  ])('%s', (_name, ty, li, score, outcome) => {
    expect(legOutcome(total(ty, li), score)).toBe(outcome);
  });
});

describe('legOutcome — result markets', () => {
  it('1X2: the draw wins only on a draw, home and away only on their win', () => {
    expect(legOutcome({ mty: 1005, ty: 3 }, [1, 1])).toBe('win');
    expect(legOutcome({ mty: 1005, ty: 3 }, [2, 1])).toBe('loss');
    expect(legOutcome({ mty: 1005, ty: 1 }, [1, 1])).toBe('loss');
    expect(legOutcome({ mty: 1005, ty: 2 }, [0, 3])).toBe('win');
  });

  it('correct score: 100 + 10 x home + away wins on exactly that score', () => {
    expect(legOutcome({ mty: 1099, ty: 121 }, [2, 1])).toBe('win');
    expect(legOutcome({ mty: 1099, ty: 121 }, [1, 2])).toBe('loss');
    expect(legOutcome({ mty: 1099, ty: 100 }, [0, 0])).toBe('win');
  });

  it('odd/even, both teams to score, double chance, two-way (a draw pushes)', () => {
    expect(legOutcome({ mty: 1008, ty: 7 }, [2, 1])).toBe('win');
    expect(legOutcome({ mty: 1008, ty: 6 }, [2, 1])).toBe('loss');
    expect(legOutcome({ mty: 3005, ty: 6 }, [100, 98])).toBe('win');
    expect(legOutcome({ mty: 1027, ty: 8 }, [1, 1])).toBe('win');
    expect(legOutcome({ mty: 1027, ty: 9 }, [1, 0])).toBe('win');
    expect(legOutcome({ mty: 1012, ty: 37 }, [0, 0])).toBe('win');
    expect(legOutcome({ mty: 1012, ty: 36 }, [0, 0])).toBe('loss');
    expect(legOutcome({ mty: 3004, ty: 2 }, [99, 101])).toBe('win');
    expect(legOutcome({ mty: 5001, ty: 1 }, [1, 1])).toBe('push');
  });

  it('outright legs are not settled by a match ending; unknown selections are void', () => {
    expect(legOutcome({ mty: 1999, ty: 1 }, [1, 0])).toBeUndefined();
    expect(legOutcome({ mty: 1005, ty: 42 }, [1, 0])).toBe('void');
    expect(legOutcome({ mty: 1007, ty: 4, li: '2.1' }, [1, 0])).toBe('void');
  });

  it('maps outcomes to the provider codes of facts 4.16', () => {
    expect(SR).toEqual({ win: 4, halfWin: 5, push: 2, halfLoss: 6, loss: 3, void: 7 });
  });
});

describe('settlingScore', () => {
  const soccer = { sid: 1, nsg: [{ pe: 1000, tyg: 5, sc: [3, 1] }, { pe: 1000, tyg: 6, sc: [7, 4] }, { pe: 1002, tyg: 5, sc: [1, 1] }] };
  it('soccer: goals of the whole match, the first half, the second half; corners for corner markets', () => {
    expect(settlingScore(soccer, 1000, 1001)).toEqual([3, 1]);
    expect(settlingScore(soccer, 1007, 1002)).toEqual([1, 1]);
    expect(settlingScore(soccer, 1007, 1003)).toEqual([2, 0]);
    expect(settlingScore(soccer, 1010, 1001)).toEqual([7, 4]);
    expect(settlingScore({ sid: 1, nsg: [{ pe: 1000, tyg: 5, sc: [1, 0] }] }, 1005, 1002)).toEqual([0, 0]);
  });

  it('basketball: the whole match, a quarter, a half; tennis: sets for the winner, games for game markets', () => {
    const quarters = [[20, 18], [25, 22], [19, 30], [21, 21]].map((sc, q) => ({ pe: 3005 + q, tyg: 5, sc }));
    const basketball = { sid: 3, nsg: [{ pe: 3001, tyg: 5, sc: [85, 91] }, ...quarters] };
    expect(settlingScore(basketball, 3004, 3001)).toEqual([85, 91]);
    expect(settlingScore(basketball, 3003, 3006)).toEqual([25, 22]);
    expect(settlingScore(basketball, 3002, 3003)).toEqual([45, 40]);
    expect(settlingScore(basketball, 3002, 3004)).toEqual([40, 51]);
    const tennis = { sid: 5, nsg: [{ pe: 5001, tyg: 5556, sc: [2, 1] }, { pe: 5002, tyg: 5559, sc: [6, 4] }, { pe: 5003, tyg: 5559, sc: [3, 6] }, { pe: 5004, tyg: 5559, sc: [7, 5] }] };
    expect(settlingScore(tennis, 5001, 5001)).toEqual([2, 1]);
    expect(settlingScore(tennis, 5003, 5001)).toEqual([16, 15]);
  });
});

describe('betReturnPerUnit', () => {
  it('a single returns its leg factor: odds, (1 + odds) / 2, 1, 0.5 or 0', () => {
    const one = (outcome: LegOutcome) => betReturnPerUnit([{ od: 1.9, outcome }], 1);
    expect([one('win'), one('halfWin'), one('push'), one('void'), one('halfLoss'), one('loss')]).toEqual([1.9, 1.45, 1, 1, 0.5, 0]);
  });

  it('a parlay multiplies the leg factors (void and push count 1, half win (1 + odds) / 2, half loss 0.5)', () => {
    const legs = [{ od: 1.8, outcome: 'win' as const }, { od: 1.9, outcome: 'halfWin' as const }, { od: 2.2, outcome: 'push' as const }];
    expect(betReturnPerUnit(legs, 3)).toBeCloseTo(1.8 * 1.45, 10);
    expect(betReturnPerUnit([...legs, { od: 2, outcome: 'halfLoss' }], 4)).toBeCloseTo(1.8 * 1.45 * 0.5, 10);
    expect(betReturnPerUnit([...legs, { od: 3, outcome: 'loss' }], 4)).toBe(0);
  });

  it('a 2-of-3 system sums its three doubles; the full combination adds the treble', () => {
    const legs = [{ od: 2, outcome: 'win' as const }, { od: 3, outcome: 'loss' as const }, { od: 1.5, outcome: 'win' as const }];
    expect(betReturnPerUnit(legs, 2)).toBeCloseTo(3, 10);
    const allWin = legs.map((leg) => ({ ...leg, outcome: 'win' as const }));
    expect(betReturnPerUnit(allWin, 0)).toBeCloseTo(2 * 3 + 2 * 1.5 + 3 * 1.5 + 2 * 3 * 1.5, 10);
  });
});

const quarterLine = fc.integer({ min: -16, max: 16 }).map((q) => q / 4);
const goals = fc.integer({ min: 0, max: 9 });
const MIRROR: Record<LegOutcome, LegOutcome> = { win: 'loss', halfWin: 'halfLoss', push: 'push', halfLoss: 'halfWin', loss: 'win', void: 'void' };
const outcomeArb = fc.constantFrom<LegOutcome>('win', 'halfWin', 'push', 'halfLoss', 'loss', 'void');

describe('settlement properties', () => {
  it('the two sides of a handicap, and over and under, always settle as mirror images', () => {
    fc.assert(
      fc.property(quarterLine, goals, goals, (line, home, away) => {
        expect(legOutcome(handicap(2, line), [home, away])).toBe(MIRROR[legOutcome(handicap(1, line), [home, away]) ?? 'void']);
        const totalLine = Math.abs(line) + 0.5;
        expect(legOutcome(total(5, totalLine), [home, away])).toBe(MIRROR[legOutcome(total(4, totalLine), [home, away]) ?? 'void']);
      }),
    );
  });

  it('only quarter lines split: a half or whole line never settles half won or half lost', () => {
    fc.assert(
      fc.property(fc.integer({ min: -8, max: 8 }).map((h) => h / 2), goals, goals, (line, home, away) => {
        expect(['win', 'push', 'loss']).toContain(legOutcome(handicap(1, line), [home, away]));
      }),
    );
  });

  it('exactly one correct-score selection wins', () => {
    fc.assert(
      fc.property(goals, goals, (home, away) => {
        const winners = Array.from({ length: 100 }, (_, i) => 100 + i).filter((ty) => legOutcome({ mty: 1099, ty }, [home, away]) === 'win');
        expect(winners).toEqual([100 + 10 * home + away]);
      }),
    );
  });

  it('a parlay returns between 0 and the product of its odds, exactly the product when every leg wins', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ od: fc.double({ min: 1.01, max: 20, noNaN: true }), outcome: outcomeArb }), { minLength: 2, maxLength: 6 }), (legs) => {
        const product = legs.reduce((p, leg) => p * leg.od, 1);
        const value = betReturnPerUnit(legs, legs.length);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(product + 1e-9);
        expect(betReturnPerUnit(legs.map((leg) => ({ ...leg, outcome: 'win' })), legs.length)).toBeCloseTo(product, 8);
        expect(betReturnPerUnit(legs.map((leg) => ({ ...leg, outcome: 'void' })), legs.length)).toBe(1);
      }),
    );
  });
});
