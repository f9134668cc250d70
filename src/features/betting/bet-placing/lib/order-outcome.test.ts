import { describe, expect, it } from 'vitest';
import type { BetRecord, StakeOrderStatus } from '@/shared/api/generated/sports/model';
import { isAccepted, isAwaiting, placedOutcome } from './order-outcome';
import { CLOCK_ALLOWANCE_MS, isFromSubmission, newSubmissionTag, SUBMISSION_TAG_PREFIX } from './submission-match';
import type { PlaceLeg, PlaceRequest } from './place-types';

const leg = (marketId: number, optionType = 1): PlaceLeg => ({ matchId: marketId * 10, marketId, optionType, odds: 1.9 });
const status = (oid: string, st: StakeOrderStatus['st'], rj?: StakeOrderStatus['rj']): StakeOrderStatus => ({ oid, st, ...(rj ? { rj } : {}) });
const reasonOf = (s: StakeOrderStatus) => `rj${s.rj ?? '-'}`;

describe('order status (SPEC.md section 4)', () => {
  it('0 and 1 await, 4 and 5 succeeded, 2 and 3 failed', () => {
    expect([0, 1, 2, 3, 4, 5].map(isAwaiting)).toEqual([true, true, false, false, false, false]);
    expect([0, 1, 2, 3, 4, 5].map(isAccepted)).toEqual([false, false, false, false, true, true]);
  });
});

describe('placedOutcome', () => {
  it('singles: each order on its own, with the reason of its reject code', () => {
    const request: PlaceRequest = { kind: 'single', bets: [leg(1), leg(2), leg(3)].map((l) => ({ leg: l, stake: 10 })) };
    const orders = [{ id: 'a', marketIds: [1] }, { id: 'b', marketIds: [2] }, { id: 'c', marketIds: [3] }];
    const statuses = new Map([
      ['a', status('a', 4)],
      ['b', status('b', 2, 3)],
      ['c', status('c', 5)],
    ]);
    expect(placedOutcome(request, orders, statuses, reasonOf)).toEqual({ accepted: [1, 3], rejected: [{ marketId: 2, reason: 'rj3' }] });
  });

  it('a multiple is taken when any of its rows was accepted', () => {
    const request: PlaceRequest = { kind: 'multiple', legs: [leg(1), leg(2), leg(3)], series: [{ sn: 2, unitStake: 1 }, { sn: 3, unitStake: 1 }] };
    const orders = [{ id: 'x', marketIds: [1, 2, 3] }, { id: 'y', marketIds: [1, 2, 3] }];
    const statuses = new Map([
      ['x', status('x', 2, 8)],
      ['y', status('y', 4)],
    ]);
    expect(placedOutcome(request, orders, statuses, reasonOf)).toEqual({ accepted: [1, 2, 3], rejected: [] });
  });

  it('a multiple fails only when every row failed, with the first refusal as the reason of each leg', () => {
    const request: PlaceRequest = { kind: 'multiple', legs: [leg(1), leg(2)], series: [{ sn: 2, unitStake: 1 }] };
    const orders = [{ id: 'x', marketIds: [1, 2] }, { id: 'y', marketIds: [1, 2] }];
    const statuses = new Map([
      ['x', status('x', 3)],
      ['y', status('y', 2, 4)],
    ]);
    expect(placedOutcome(request, orders, statuses, reasonOf)).toEqual({
      accepted: [],
      rejected: [
        { marketId: 1, reason: 'rj-' },
        { marketId: 2, reason: 'rj-' },
      ],
    });
  });
});

describe('isFromSubmission', () => {
  const sentAt = 1_800_000_000_000;
  const submission = { fingerprint: 'f', tag: 'lotus-mine', sentAt };
  const record = (change: Partial<BetRecord>): BetRecord => ({
    id: '1',
    st: 0,
    sert: 0,
    sat: 100,
    cte: sentAt + 500,
    ops: [{ mid: 10, mrid: 1, ty: 1, od: 1.9 }],
    ...change,
  });
  const single: PlaceRequest = { kind: 'single', bets: [{ leg: leg(1), stake: 100 }] };
  const multiple: PlaceRequest = { kind: 'multiple', legs: [leg(1), leg(2)], series: [{ sn: 2, unitStake: 1 }] };

  it('a bet carrying this submission tag is ours; one carrying another submission tag is not', () => {
    expect(isFromSubmission(record({ rmk: 'lotus-mine', cte: 0 }), single, submission)).toBe(true);
    expect(isFromSubmission(record({ rmk: `${SUBMISSION_TAG_PREFIX}other` }), single, submission)).toBe(false);
  });

  it('without our tag: the same selections placed since the submission (with the clock allowance)', () => {
    expect(isFromSubmission(record({}), single, submission)).toBe(true);
    expect(isFromSubmission(record({ rmk: 'provider note' }), single, submission)).toBe(true);
    expect(isFromSubmission(record({ cte: sentAt - CLOCK_ALLOWANCE_MS + 1 }), single, submission)).toBe(true);
    expect(isFromSubmission(record({ cte: sentAt - CLOCK_ALLOWANCE_MS - 1 }), single, submission)).toBe(false);
    expect(isFromSubmission(record({ ops: [{ mid: 10, mrid: 1, ty: 2, od: 1.9 }] }), single, submission)).toBe(false);
    expect(isFromSubmission(record({ sert: 1 }), single, submission)).toBe(false);
  });

  it('a multiple matches a parlay with exactly its legs (ids may come as digit strings)', () => {
    const legs = [
      { mid: 10, mrid: '2', ty: 1, od: 1.9 },
      { mid: 20, mrid: 1, ty: 1, od: 1.9 },
    ];
    expect(isFromSubmission(record({ sert: 1, ops: legs }), multiple, submission)).toBe(true);
    expect(isFromSubmission(record({ sert: 1, ops: legs.slice(0, 1) }), multiple, submission)).toBe(false);
    expect(isFromSubmission(record({ sert: 0, ops: legs }), multiple, submission)).toBe(false);
  });

  it('every submission gets a new tag with the common prefix', () => {
    const tags = new Set(Array.from({ length: 50 }, newSubmissionTag));
    expect(tags.size).toBe(50);
    for (const tag of tags) expect(tag.startsWith(SUBMISSION_TAG_PREFIX)).toBe(true);
  });
});
