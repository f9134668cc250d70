// The sports contract against shapes captured from the real provider (sports-provider-facts.md): what we read is
// accepted in every form the provider sends, what we send keeps its required fields and limits.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sharedValidator } from '@mocks/openapi/validator';

const validator = sharedValidator();

/** Violations of a provider answer, checked through the operation of its path. */
async function answerErrors(path: string, body: unknown): Promise<string | undefined> {
  const violation = await validator.check(new Request(`http://provider.test${path}`, { method: 'POST' }), Response.json(body));
  return violation?.message;
}

const requestErrors = (schema: string, body: unknown): string[] => validator.schemaErrors(`sports/schemas/${schema}`, body);

// The match-list sample record, as captured (live, clock running state, four market groups, a locked line).
const liveRecord = {
  id: 855630,
  bt: 1689573600000,
  ms: 5,
  sid: 1,
  ty: 2,
  fid: 2,
  fmt: 100001,
  ne: 0,
  smt: 0,
  tms: 25,
  tps: ['c', 'h'],
  nm: 'Maruyasu Okazaki vs. Tenri Hirakata',
  vs: { have: true },
  sb: {},
  as: ['https://animation.example/animation/index.html?matchId=42115109'],
  lg: { id: 11709, na: 'Japan Football League', or: 1000, sid: 1, rid: 58, rnm: 'Japan', hot: false, slid: 117090000 },
  ts: [
    { id: 70120, na: 'Maruyasu Okazaki' },
    { id: 70115, na: 'Tenri Hirakata' },
  ],
  mc: { s: 743, pe: 1002, r: false, tp: 1 },
  nsg: [],
  mg: [
    {
      mty: 1000,
      pe: 1001,
      nm: 'Handicap',
      tps: ['p', 'h'],
      mks: [{ id: 4024946, ss: 0, au: 1, mbl: 2, li: '0.25', op: [{ na: 'Maruyasu Okazaki', nm: '+0/0.5', ty: 1, od: 1.61 }, { na: 'Tenri Hirakata', nm: '-0/0.5', ty: 2, od: 1.46 }] }],
    },
    { mty: 1007, pe: 1001, mks: [{ id: 4024941, ss: 1, li: '3', op: [{ ty: 4, od: 1.3 }, { ty: 5, od: 2.32 }] }] },
    { mty: 1005, pe: 1002, mks: [{ id: 4016457, ss: 0, op: [{ ty: 1, od: 1.19 }, { ty: 3, od: 4.5 }, { ty: 2, od: 3.6 }] }] },
    { mty: 1010, pe: 1001, mks: [{ id: 4023937, ss: 0, li: '8.5', op: [{ ty: 4, od: -999 }, { ty: 5, od: -999 }] }] },
  ],
};

// A pre-match record with only what the provider must send: the clock carries only pe; no ssi, fid, as, vs, sb,
// tps; a market without mbl or li.
const preMatchRecord = {
  id: 855631,
  bt: 1689580800000,
  ms: 4,
  sid: 1,
  ty: 2,
  lg: { id: 11709, na: 'Japan Football League' },
  ts: [
    { id: 70121, na: 'FC Osaka' },
    { id: 70122, na: 'Veertien Mie' },
  ],
  mc: { pe: 1001 },
  nsg: [],
  mg: [{ mty: 1005, pe: 1001, mks: [{ id: 4016460, ss: 1, au: 1, op: [{ ty: 1, od: 2.1 }, { ty: 3, od: 3.2 }, { ty: 2, od: 3.4 }] }] }],
};

// An outright (ty 1): no teams, and its market group has no pe.
const outrightRecord = {
  id: 855700,
  bt: 1692000000000,
  ms: 4,
  sid: 1,
  ty: 1,
  nm: 'J1 League - Winner',
  ye: '2023',
  lg: { id: 11700, na: 'J1 League' },
  ts: [],
  mc: { pe: 1001 },
  nsg: [],
  mg: [{ mty: 1999, nm: 'Winner', mks: [{ id: 4100001, ss: 1, au: 0, op: [{ ty: 1, na: 'Yokohama F. Marinos', od: 3.25, tid: 60011 }, { ty: 2, na: 'Kawasaki Frontale', od: 4.1, tid: 60012 }] }] }],
};

// A settled single from the bet history: co as 0/1, display odds as a formatted string, the clock as an object.
const betRecord = {
  id: '993472803120349252',
  st: 5,
  sert: 0,
  bt: '1x1*1',
  bn: 1,
  al: 1,
  sv: 1,
  sat: 100,
  us: 100,
  sa: 170,
  uwl: 70,
  oc: 1,
  cte: 1689573000000,
  stm: 1689580000000,
  cid: 1000,
  co: 0,
  coc: 0,
  ops: [
    {
      sid: 1,
      mid: 855630,
      mn: 'Maruyasu Okazaki vs. Tenri Hirakata',
      mty: 1000,
      pe: 1001,
      on: '+0/0.5',
      onm: 'Maruyasu Okazaki',
      ip: true,
      sr: 4,
      bo: '1.70',
      of: 1,
      li: '0.25',
      mrid: 4024946,
      ty: 1,
      od: 1.7,
      bsc: 'R: 0-0,Y: 0-1,S: 0-3',
      mc: { pe: 1002, r: true },
    },
  ],
};

const success = (data: unknown) => ({ code: 0, success: true, data });

describe('the sports contract accepts what the provider sends', () => {
  it('a success with only code, data and success (no message)', async () => {
    expect(await answerErrors('/v1/match/statistical', success({ tc: 1687, sl: [{ ty: 1, des: 'Live', tc: 96, ssl: [{ sid: 1, c: 41 }] }], ht: 389 }))).toBeUndefined();
    expect(await answerErrors('/v1/order/reserve/cancel', success(true))).toBeUndefined();
  });

  it('the captured match-list page, a bare pre-match record and an outright whose group has no pe', async () => {
    const page = { current: 1, size: 50, total: 3, pageTotal: 1, records: [liveRecord, preMatchRecord, outrightRecord] };
    expect(await answerErrors('/v1/match/getList', success(page))).toBeUndefined();
    expect(await answerErrors('/v1/match/getMatchDetail', success(outrightRecord))).toBeUndefined();
  });

  it('a bet record with co 0/1 (or a boolean), bo "1.70" (or a number) and mc {pe, r}', async () => {
    const list = (record: unknown) => success({ current: 1, size: 20, total: 1, records: [record] });
    expect(await answerErrors('/v1/order/new/bet/list', list(betRecord))).toBeUndefined();
    expect(await answerErrors('/v1/order/new/bet/list', list({ ...betRecord, co: 1 }))).toBeUndefined();
    expect(await answerErrors('/v1/order/new/bet/list', list({ ...betRecord, co: true }))).toBeUndefined();
    const numericLeg = { ...betRecord.ops[0], bo: 1.7, mid: '855630', mrid: '4024946' };
    expect(await answerErrors('/v1/order/new/bet/list', list({ ...betRecord, ops: [numericLeg] }))).toBeUndefined();
  });

  it('a placed single with string ids and odds and no tr/rid, and an order status without a reject code', async () => {
    const placed = [{ id: '993472803120349252', st: 0, ops: [{ mid: '4195411', od: '1.66', of: 1, bod: '1.66' }] }];
    expect(await answerErrors('/v1/order/bet/singlePass', success(placed))).toBeUndefined();
    expect(await answerErrors('/v1/order/getStakeOrderStatus', success([{ st: 4, oid: '536208284512682040' }]))).toBeUndefined();
  });

  it('a quote with a closed market (mid and ss only) and no stake limits (0)', async () => {
    const quote = {
      bms: [
        { mid: 4024946, ss: 1, au: 1, smin: 0, smax: 0, ip: 1, op: { ty: 1, od: 1.61, bod: '1.61', odt: 1 } },
        { mid: 4023937, ss: -1 },
      ],
      sos: [],
      mon: 10,
      msl: 10,
    };
    expect(await answerErrors('/v1/order/batchBetMatchMarketOfJumpLine', success(quote))).toBeUndefined();
  });

  it('any success validates with or without a message, and any failure keeps its code', async () => {
    await fc.assert(
      fc.asyncProperty(fc.option(fc.string(), { nil: undefined }), fc.boolean(), async (message, withSuccess) => {
        const body = { code: 0, data: { tc: 0, sl: [] }, ...(message === undefined ? {} : { message }), ...(withSuccess ? { success: true } : {}) };
        return (await answerErrors('/v1/match/statistical', body)) === undefined;
      }),
      { numRuns: 40 },
    );
  });

  it('odds and ids in any captured form: numbers or decimal strings, 0/1 or booleans', async () => {
    const leg = betRecord.ops[0];
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.double({ min: 1.01, max: 1000, noNaN: true }), fc.integer({ min: 101, max: 100_000 }).map((n) => (n / 100).toFixed(2))),
        fc.oneof(fc.constantFrom(0, 1), fc.boolean()),
        fc.oneof(fc.nat(), fc.nat().map(String)),
        async (bo, co, mrid) => {
          const body = success({ current: 1, size: 20, total: 1, records: [{ ...betRecord, co, ops: [{ ...leg, bo, mrid }] }] });
          return (await answerErrors('/v1/order/new/bet/list', body)) === undefined;
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('the sports contract still rejects what the provider never sends', () => {
  it('wrong envelopes and wrongly typed fields', async () => {
    expect(await answerErrors('/v1/match/statistical', { code: '0', success: true, data: null })).toBeDefined();
    expect(await answerErrors('/v1/match/statistical', { code: 0, success: true })).toMatch(/data/);
    expect(await answerErrors('/v1/match/statistical', { code: 0, message: 7, data: null })).toMatch(/message/);
    const page = (record: unknown) => success({ current: 1, size: 50, total: 1, pageTotal: 1, records: [record] });
    expect(await answerErrors('/v1/match/getList', page({ ...outrightRecord, mg: [{ mty: 1999 }] }))).toMatch(/mks/);
    expect(await answerErrors('/v1/match/getList', page({ ...preMatchRecord, mc: {} }))).toMatch(/pe/);
    const list = (record: unknown) => success({ current: 1, size: 20, total: 1, records: [record] });
    expect(await answerErrors('/v1/order/new/bet/list', list({ ...betRecord, co: 2 }))).toMatch(/co/);
    expect(await answerErrors('/v1/order/new/bet/list', list({ ...betRecord, co: 'yes' }))).toMatch(/co/);
    expect(await answerErrors('/v1/order/new/bet/list', list({ ...betRecord, ops: [{ ...betRecord.ops[0], bo: 'one seventy' }] }))).toMatch(/bo/);
    expect(await answerErrors('/v1/order/new/bet/list', list({ ...betRecord, ops: [{ ...betRecord.ops[0], mc: 2580 }] }))).toMatch(/mc/);
    expect(await answerErrors('/v1/order/new/bet/list', list({ ...betRecord, ops: [{ ...betRecord.ops[0], mrid: 'M-1' }] }))).toMatch(/mrid/);
  });
});

const option = { marketId: 4024946, optionType: 1, odds: 1.61, oddsFormat: 1 };
const single = { unitStake: 100, oddsChange: 1, betOptionList: [option] };

describe('what we send stays strict', () => {
  it('accepts well-formed requests', () => {
    expect(requestErrors('bet.yaml#/SingleBetsRequest', { singleBetList: [single], deviceId: 'H5-ab12cd34' })).toEqual([]);
    expect(
      requestErrors('bet.yaml#/MultipleBetRequest', {
        betOptionList: [option, { ...option, marketId: 4016460 }],
        betMultipleData: [{ seriesValue: 2, unitStake: 50, oddsChange: 1 }],
      }),
    ).toEqual([]);
    expect(requestErrors('match-list.yaml#/MatchListQuery', { size: 50, type: 1, sportId: 1, marketTypes: [1000, 1005, 1007, 1010] })).toEqual([]);
  });

  it('refuses missing required fields and broken limits', () => {
    expect(requestErrors('bet.yaml#/SingleBetsRequest', {})).not.toEqual([]);
    expect(requestErrors('bet.yaml#/SingleBetsRequest', { singleBetList: [{ oddsChange: 1, betOptionList: [option] }] })).not.toEqual([]);
    expect(requestErrors('bet.yaml#/SingleBetsRequest', { singleBetList: [{ ...single, betOptionList: [option, option] }] })).not.toEqual([]);
    expect(requestErrors('bet.yaml#/SingleBetsRequest', { singleBetList: [{ ...single, betOptionList: [{ ...option, odds: 1 }] }] })).not.toEqual([]);
    expect(requestErrors('bet.yaml#/SingleBetsRequest', { singleBetList: [{ ...single, betOptionList: [{ ...option, oddsFormat: 3 }] }] })).not.toEqual([]);
    expect(requestErrors('bet.yaml#/MultipleBetRequest', { betOptionList: [option], betMultipleData: [{ seriesValue: 1, unitStake: 50, oddsChange: 1 }] })).not.toEqual([]);
    expect(requestErrors('match-list.yaml#/MatchListQuery', { type: 1 })).not.toEqual([]);
    expect(requestErrors('match-list.yaml#/MatchListQuery', { size: 50, marketTypes: [1000, 1005, 1007, 1010, 1008] })).not.toEqual([]);
    expect(requestErrors('quote.yaml#/QuoteRequest', { betMatchMarketList: [{ marketId: 4024946, matchId: 855630, type: 1 }] })).not.toEqual([]);
  });

  it('single bets: 1 to 10 orders pass, more never do', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 25 }), (count) => {
        const errors = requestErrors('bet.yaml#/SingleBetsRequest', { singleBetList: Array.from({ length: count }, () => single) });
        return count >= 1 && count <= 10 ? errors.length === 0 : errors.length > 0;
      }),
    );
  });

  it('deviceId: up to 64 characters', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 100 }), (deviceId) => {
        const errors = requestErrors('bet.yaml#/SingleBetsRequest', { singleBetList: [single], deviceId });
        return [...deviceId].length <= 64 ? errors.length === 0 : errors.length > 0;
      }),
    );
  });

  it('match list size: 1 to 50', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 120 }), (size) => {
        const errors = requestErrors('match-list.yaml#/MatchListQuery', { size, type: 1 });
        return size >= 1 && size <= 50 ? errors.length === 0 : errors.length > 0;
      }),
    );
  });

  it('parlays: at least 2 legs', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), (legs) => {
        const errors = requestErrors('bet.yaml#/MultipleBetRequest', {
          betOptionList: Array.from({ length: legs }, (_, i) => ({ ...option, marketId: option.marketId + i })),
          betMultipleData: [{ seriesValue: legs, unitStake: 50, oddsChange: 1 }],
        });
        return legs >= 2 ? errors.length === 0 : errors.length > 0;
      }),
    );
  });
});
