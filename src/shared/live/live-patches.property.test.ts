import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { MatchRecord } from "@/shared/api/generated/sports/model";
import { patchMatch, patchMatchPage, type MatchPush } from "./live-patches";
import { matchPage } from "./live-test-data";

// Small id ranges so that pushes often name cached matches, markets, options and score groups.
const matchId = fc.integer({ min: 1, max: 3 });
const marketId = fc.integer({ min: 1, max: 4 });
const optionType = fc.integer({ min: 1, max: 4 });
const odds = fc.oneof(
  fc.constant(-999),
  fc.double({ min: 1.01, max: 50, noNaN: true }),
);
const status = fc.constantFrom(-1 as const, 0 as const, 1 as const);
const score = fc.tuple(fc.nat(9), fc.nat(9));
const scoreGroup = fc.record({
  pe: fc.constantFrom(1000, 1001, 1002),
  tyg: fc.constantFrom(5, 6, 7),
  sc: score,
});
const clock = fc.record(
  {
    pe: fc.constantFrom(1001, 1002, 1003, 1004),
    s: fc.nat(6000),
    r: fc.boolean(),
    tu: fc.constantFrom(1 as const, 2 as const),
  },
  { requiredKeys: ["pe"] },
);
const option = fc.record(
  {
    ty: optionType,
    od: odds,
    nm: fc.constantFrom("+0.5", "-0.5", "Over 2.5"),
    bod: fc.double({ min: 0, max: 50, noNaN: true }),
  },
  { requiredKeys: ["ty", "od"] },
);
const market = fc.record(
  {
    id: marketId,
    ss: status,
    li: fc.constantFrom("0.25", "-1", "2.75"),
    op: fc.array(option, { maxLength: 4 }),
  },
  { requiredKeys: ["id", "ss", "op"] },
);
const match = fc
  .record({
    id: matchId,
    ms: fc.constantFrom(0 as const, 4 as const, 5 as const),
    mc: clock,
    nsg: fc.array(scoreGroup, { maxLength: 4 }),
    mg: fc.array(
      fc.record({
        mty: fc.constantFrom(1000, 1005, 1007),
        pe: fc.constant(1001),
        mks: fc.array(market, { maxLength: 3 }),
      }),
      {
        maxLength: 3,
      },
    ),
  })
  .map(
    (fields) =>
      ({
        bt: 1767258000000,
        sid: 1,
        ty: 2,
        lg: { id: 1, na: "League" },
        ts: [],
        ...fields,
      }) as MatchRecord,
  );

const push: fc.Arbitrary<MatchPush> = fc.oneof(
  fc
    .record({
      matchId,
      sportId: fc.constant(1),
      side: fc.constantFrom(1 as const, 2 as const),
      score,
      time: fc.nat(),
    })
    .map((businessContent) => ({
      businessType: "goal" as const,
      businessContent,
    })),
  fc
    .record({ matchId, nsg: fc.array(scoreGroup, { maxLength: 3 }) })
    .map((businessContent) => ({
      businessType: "scoreChange" as const,
      businessContent,
    })),
  fc
    .record({
      matchId,
      markets: fc.array(
        fc.record(
          {
            mid: marketId,
            ss: status,
            li: fc.constantFrom("0.25", "-1", "2.75"),
            op: fc.array(
              fc.record(
                {
                  ty: optionType,
                  od: odds,
                  nm: fc.constantFrom("+0.5", "Under 2.5"),
                },
                { requiredKeys: ["ty", "od"] },
              ),
              {
                maxLength: 3,
              },
            ),
          },
          { requiredKeys: ["mid", "ss", "op"] },
        ),
        { maxLength: 3 },
      ),
    })
    .map((businessContent) => ({
      businessType: "oddsChange" as const,
      businessContent,
    })),
  fc
    .record({
      matchId,
      ms: fc.constantFrom(0 as const, 5 as const, 8 as const),
      mc: clock,
    })
    .map((businessContent) => ({
      businessType: "matchStatus" as const,
      businessContent,
    })),
);

describe("live patches (properties)", () => {
  it("never change their input", () => {
    fc.assert(
      fc.property(
        fc.array(match, { maxLength: 4 }),
        push,
        (records, message) => {
          const page = matchPage(...records);
          const before = structuredClone(page);
          const frozenPush = structuredClone(message);
          patchMatchPage(page, message);
          expect(page).toEqual(before);
          expect(message).toEqual(frozenPush);
        },
      ),
    );
  });

  it("are idempotent: the same push twice gives what it gives once", () => {
    fc.assert(
      fc.property(match, push, (record, message) => {
        const once = patchMatch(record, message);
        expect(patchMatch(once, message)).toEqual(once);
      }),
    );
  });

  it("leave every other match as the same object", () => {
    fc.assert(
      fc.property(
        fc.array(match, { maxLength: 4 }),
        push,
        (records, message) => {
          const next = patchMatchPage(matchPage(...records), message);
          next.records.forEach((record, index) => {
            if (record.id !== message.businessContent.matchId)
              expect(record).toBe(records[index]);
          });
        },
      ),
    );
  });

  it("return the same object when applied to their own result with no change to make", () => {
    fc.assert(
      fc.property(match, push, (record, message) => {
        const once = patchMatch(record, message);
        const twice = patchMatch(once, message);
        // A push naming the same market, option or score group twice may rewrite it on the way to the same value.
        const repeats =
          (message.businessType === "oddsChange" &&
            new Set(message.businessContent.markets.map((pushed) => pushed.mid))
              .size < message.businessContent.markets.length) ||
          (message.businessType === "scoreChange" &&
            new Set(
              message.businessContent.nsg.map(
                (group) => `${group.pe}:${group.tyg}`,
              ),
            ).size < message.businessContent.nsg.length);
        if (!repeats) expect(twice).toBe(once);
      }),
    );
  });

  it("take the last value of an option a push names twice, so a second application changes nothing (found by the property above)", () => {
    const record = {
      bt: 1767258000000,
      sid: 1,
      ty: 2,
      lg: { id: 1, na: "League" },
      ts: [],
      id: 3,
      ms: 0,
      mc: { pe: 1001 },
      nsg: [],
      mg: [
        {
          mty: 1000,
          pe: 1001,
          mks: [{ id: 4, ss: -1, op: [{ ty: 3, od: 1.01 }] }],
        },
      ],
    } as unknown as MatchRecord;
    const message = {
      businessType: "oddsChange",
      businessContent: {
        matchId: 3,
        markets: [
          {
            mid: 4,
            ss: -1,
            op: [
              { ty: 3, od: 1.5, nm: "Under 2.5" },
              { ty: 3, od: 1.6, nm: "+0.5" },
            ],
          },
        ],
      },
    } as unknown as MatchPush;
    const once = patchMatch(record, message);
    expect(once.mg[0]?.mks[0]?.op).toEqual([{ ty: 3, od: 1.6, nm: "+0.5" }]);
    expect(patchMatch(once, message)).toBe(once);
  });
});
