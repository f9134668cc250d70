import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ServerMessage } from '@/shared/api/generated/socket/messages';
import { isServerMessage, parseServerMessage } from './server-message';

const id = fc.integer({ min: 1, max: 99_999_999 });
const count = fc.integer({ min: 0, max: 200 });
const score = fc.tuple(count, count);
const fbId = fc.option(fc.array(id, { minLength: 1, maxLength: 5 }).map((ids) => ids.join(',')), { nil: undefined });
const clock = fc.record(
  {
    pe: fc.integer({ min: 1000, max: 1100 }),
    s: fc.nat(),
    tu: fc.constantFrom(1 as const, 2 as const),
    r: fc.boolean(),
    tp: fc.constantFrom(1 as const, 2 as const),
    itd: fc.nat(10),
  },
  { requiredKeys: ['pe'] },
);
const withFbId = <T extends object>(message: fc.Arbitrary<T>) =>
  fc.tuple(message, fbId).map(([m, ids]) => (ids === undefined ? m : { ...m, fbId: ids }));

const serverMessage: fc.Arbitrary<ServerMessage> = fc.oneof(
  fc.record({ businessType: fc.constant('pong' as const), businessContent: fc.record({ serverTime: fc.nat() }) }),
  withFbId(
    fc.record({
      businessType: fc.constant('goal' as const),
      businessContent: fc.record(
        { matchId: id, sportId: fc.integer({ min: 1, max: 16 }), side: fc.constantFrom(1 as const, 2 as const), score, time: fc.nat(), clock },
        { requiredKeys: ['matchId', 'sportId', 'side', 'score', 'time'] },
      ),
    }),
  ),
  withFbId(
    fc.record({
      businessType: fc.constant('scoreChange' as const),
      businessContent: fc.record({ matchId: id, nsg: fc.array(fc.record({ pe: fc.nat(2000), tyg: fc.nat(20), sc: score })) }),
    }),
  ),
  withFbId(
    fc.record({
      businessType: fc.constant('oddsChange' as const),
      businessContent: fc.record({
        matchId: id,
        markets: fc.array(
          fc.record(
            {
              mid: id,
              ss: fc.constantFrom(-1 as const, 0 as const, 1 as const),
              li: fc.string(),
              op: fc.array(
                fc.record(
                  { ty: fc.nat(50), od: fc.integer({ min: -999, max: 100_000 }).map((n) => n / 100), nm: fc.string() },
                  { requiredKeys: ['ty', 'od'] },
                ),
              ),
            },
            { requiredKeys: ['mid', 'ss', 'op'] },
          ),
        ),
      }),
    }),
  ),
  withFbId(
    fc.record({
      businessType: fc.constant('matchStatus' as const),
      businessContent: fc.record({ matchId: id, ms: fc.constantFrom(0, 1, 2, 3, 4, 5, 6, 7, 8 as const), mc: clock }),
    }),
  ) as fc.Arbitrary<ServerMessage>,
);

describe('parseServerMessage', () => {
  it('never throws, and returns either null or a server message', () => {
    const text = fc.oneof(fc.string(), fc.json(), fc.jsonValue().map((v) => JSON.stringify(v)));
    fc.assert(
      fc.property(text, (raw) => {
        const parsed = parseServerMessage(raw);
        expect(parsed === null || isServerMessage(parsed)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('round-trips every valid server message', () => {
    fc.assert(
      fc.property(serverMessage, (message) => {
        expect(parseServerMessage(JSON.stringify(message))).toEqual(message);
      }),
      { numRuns: 500 },
    );
  });

  it('drops a valid message once any one of its content fields is broken', () => {
    fc.assert(
      fc.property(serverMessage, fc.nat(), (message, pick) => {
        const content = message.businessContent as Record<string, unknown>;
        const keys = Object.keys(content);
        const key = keys[pick % keys.length] as string;
        const broken = { ...message, businessContent: { ...content, [key]: 'broken' } };
        expect(parseServerMessage(JSON.stringify(broken))).toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  it('drops client messages, unknown types, bad match id lists and non-objects', () => {
    const goal = { businessType: 'goal', businessContent: { matchId: 1, sportId: 1, side: 1, score: [1, 0], time: 0 } };
    expect(parseServerMessage(JSON.stringify(goal))).toEqual(goal);
    for (const frame of [
      { businessType: 'ping', businessContent: '' },
      { businessType: 'matchGoalInfo', businessContent: { source: 'connect' }, fbId: '1' },
      { businessType: 'unknown', businessContent: {} },
      { ...goal, fbId: '' },
      { ...goal, fbId: '1, 2' },
      { ...goal, businessContent: { ...goal.businessContent, score: [1] } },
      { ...goal, businessContent: { ...goal.businessContent, side: 3 } },
      { businessType: 'pong', businessContent: { serverTime: '1' } },
      { businessType: 'pong' },
      [goal],
      null,
    ]) {
      expect(parseServerMessage(JSON.stringify(frame))).toBeNull();
    }
    expect(parseServerMessage('{"businessType":"pong","businessContent":{"serverTime":1}')).toBeNull();
  });
});
