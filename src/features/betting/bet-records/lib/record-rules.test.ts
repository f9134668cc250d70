import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BetRecord, BetRecordOption } from '@/shared/api/generated/sports/model';
import { betOdds, betState, goalScoreAtBet, outcomeTone, parseBetScores, resultTone, selectionLabel, seriesOf, walletMoney } from './record-rules';

const leg = (od: number): BetRecordOption => ({ mid: '1', mrid: '2', ty: 1, od });

describe('betState', () => {
  it.each([
    [0, 'awaiting'],
    [1, 'awaiting'],
    [2, 'rejected'],
    [3, 'cancelled'],
    [4, 'accepted'],
    [5, 'settled'],
  ] as const)('order status %i reads %s', (st, state) => {
    expect(betState({ st, sat: 100 })).toBe(state);
  });

  it('a settled bet whose cash-outs took the whole stake reads cashed out; a partly cashed one settled', () => {
    expect(betState({ st: 5, sat: 100, cots: 100, coc: 2 })).toBe('cashedOut');
    expect(betState({ st: 5, sat: 100, cots: 40, coc: 1 })).toBe('settled');
    expect(betState({ st: 4, sat: 100, cots: 40, coc: 1 })).toBe('accepted');
  });
});

describe('outcome and result tones', () => {
  it('colours each sr outcome', () => {
    expect([0, 2, 3, 4, 5, 6, 7, undefined].map(outcomeTone)).toEqual(['open', 'neutral', 'lost', 'won', 'won', 'lost', 'neutral', 'open']);
  });

  it('a gain is won, a loss lost, nothing neutral', () => {
    expect(resultTone(92)).toBe('won');
    expect(resultTone(-100)).toBe('lost');
    expect(resultTone(0)).toBe('neutral');
    expect(resultTone(0.001)).toBe('neutral');
    expect(resultTone(undefined)).toBe('neutral');
  });
});

describe('walletMoney', () => {
  it('counts VND (1000) in thousands and other currencies one to one', () => {
    expect(walletMoney(92.5, 1000)).toEqual({ amount: 92_500, currency: 'VND' });
    expect(walletMoney(92.5)).toEqual({ amount: 92_500, currency: 'VND' });
    expect(walletMoney(10, 1)).toEqual({ amount: 10, currency: 'CNY' });
    expect(walletMoney(10, 2)).toEqual({ amount: 10, currency: 'USD' });
    expect(walletMoney(10, 200)).toEqual({ amount: 10, currency: 'USDT' });
  });

  it('keeps cents exact for any provider amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (cents) => {
        expect(walletMoney(cents / 100, 1000).amount).toBe(cents * 10);
      }),
    );
  });
});

describe('parseBetScores', () => {
  it('reads every kind of score of bsc', () => {
    expect(parseBetScores('R: 0-0,Y: 0-1,S: 0-3')).toEqual([
      { kind: 'R', home: 0, away: 0 },
      { kind: 'Y', home: 0, away: 1 },
      { kind: 'S', home: 0, away: 3 },
    ]);
    expect(goalScoreAtBet('R: 0-0,Y: 0-1,S: 2-3')).toBe('2-3');
  });

  it('skips what is not a score and accepts nothing', () => {
    expect(parseBetScores('S: x-1,C:2-1, junk ,')).toEqual([{ kind: 'C', home: 2, away: 1 }]);
    expect(parseBetScores('')).toEqual([]);
    expect(parseBetScores(undefined)).toEqual([]);
    expect(goalScoreAtBet('C: 1-1')).toBeNull();
  });

  it('gives back every score it was written from', () => {
    const score = fc.record({ kind: fc.constantFrom('S', 'C', 'Y', 'R', 'B'), home: fc.nat(99), away: fc.nat(99) });
    fc.assert(
      fc.property(fc.array(score, { maxLength: 6 }), (scores) => {
        const text = scores.map((s) => `${s.kind}: ${s.home}-${s.away}`).join(',');
        expect(parseBetScores(text)).toEqual(scores);
      }),
    );
  });

  it('never throws and only returns well-formed scores for any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        for (const found of parseBetScores(text)) {
          expect(found.kind).toMatch(/^[A-Z]+$/);
          expect(Number.isInteger(found.home) && found.home >= 0).toBe(true);
          expect(Number.isInteger(found.away) && found.away >= 0).toBe(true);
        }
      }),
    );
  });
});

describe('betOdds and seriesOf', () => {
  const record = (partial: Partial<BetRecord>): BetRecord => ({ id: '1', st: 4, sert: 0, sat: 100, cte: 0, ops: [leg(1.9)], ...partial });

  it('a single has its leg odds, a one-line parlay the product, a system bet none', () => {
    expect(betOdds(record({}))).toBe(1.9);
    expect(betOdds(record({ sert: 1, bn: 1, ops: [leg(1.8), leg(2.1)] }))).toBe(3.78);
    expect(betOdds(record({ sert: 1, bn: 4, ops: [leg(1.8), leg(2.1), leg(1.5)] }))).toBeNull();
    expect(betOdds(record({ ops: [] }))).toBeNull();
  });

  it('reads legs and sub-bets from the label, else from the counts', () => {
    expect(seriesOf(record({ bt: '3x4*1' }))).toEqual({ legs: 3, bets: 4 });
    expect(seriesOf(record({ bt: undefined, al: 2, bn: 1 }))).toEqual({ legs: 2, bets: 1 });
    expect(seriesOf(record({ bt: 'odd', ops: [leg(2), leg(3)] }))).toEqual({ legs: 2, bets: 1 });
  });
});

describe('selectionLabel', () => {
  it('names the pick with its line once', () => {
    expect(selectionLabel({ onm: 'Haixi United', on: '-0.5', li: '-0.5' })).toBe('Haixi United -0.5');
    expect(selectionLabel({ onm: 'Over', on: 'Over 2.5', li: '2.5' })).toBe('Over 2.5');
    expect(selectionLabel({ onm: 'Draw', on: 'Draw' })).toBe('Draw');
    expect(selectionLabel({ onm: 'Under', li: '2.75' })).toBe('Under 2.75');
    expect(selectionLabel({ on: '+0/0.5', li: '0.25' })).toBe('+0/0.5');
    expect(selectionLabel({})).toBe('');
  });

  it('always keeps the selection name and never repeats the short label', () => {
    const word = fc.stringMatching(/^[A-Za-z]{1,8}$/);
    fc.assert(
      fc.property(word, fc.option(fc.stringMatching(/^[+-]?\d(\.\d{1,2})?$/), { nil: undefined }), (name, line) => {
        const short = line === undefined ? name : `${name} ${line}`;
        const label = selectionLabel({ onm: name, on: short, li: line });
        expect(label.startsWith(name)).toBe(true);
        expect(label.split(short)).toHaveLength(2);
      }),
    );
  });
});
