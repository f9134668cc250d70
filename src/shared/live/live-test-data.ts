import type { MatchPush } from './live-patches';
import type { MatchPage, MatchRecord } from '@/shared/api/generated/sports/model';

/** A live soccer match with a handicap market (two lines) and a 1X2 market, as the provider caches it. */
export function liveMatch(id = 912301): MatchRecord {
  return {
    id,
    bt: 1767258000000,
    ms: 5,
    sid: 1,
    ty: 2,
    lg: { id: 10, na: 'League' },
    ts: [
      { id: 1, na: 'Home' },
      { id: 2, na: 'Away' },
    ],
    mc: { s: 1200, tu: 1, pe: 1002, r: true, tp: 1 },
    nsg: [
      { pe: 1000, tyg: 5, sc: [0, 1] },
      { pe: 1000, tyg: 6, sc: [3, 2] },
    ],
    mg: [
      {
        mty: 1000,
        pe: 1001,
        mks: [
          {
            id: 5310021,
            ss: 1,
            li: '-0.25',
            op: [
              { ty: 1, od: 1.95, bod: 0.95, odt: 2, nm: '-0/0.5' },
              { ty: 2, od: 1.93, nm: '+0/0.5' },
            ],
          },
          { id: 5310022, ss: 1, li: '-0.5', op: [{ ty: 1, od: 2.2 }, { ty: 2, od: 1.7 }] },
        ],
      },
      { mty: 1005, pe: 1001, mks: [{ id: 5310044, ss: 1, op: [{ ty: 1, od: 2.5 }, { ty: 2, od: 3.1 }, { ty: 3, od: 3.2 }] }] },
    ],
  } as MatchRecord;
}

export function matchPage(...records: MatchRecord[]): MatchPage {
  return { current: 1, size: 50, total: records.length, pageTotal: 1, records };
}

export const goal = (matchId: number, score: [number, number]): MatchPush => ({
  businessType: 'goal',
  businessContent: { matchId, sportId: 1, side: 2, score, time: 1767261345000 },
});

export const scoreChange = (matchId: number, nsg: { pe: number; tyg: number; sc: [number, number] }[]): MatchPush => ({
  businessType: 'scoreChange',
  businessContent: { matchId, nsg },
});

export const oddsChange = (
  matchId: number,
  markets: { mid: number; ss: -1 | 0 | 1; li?: string; op: { ty: number; od: number; nm?: string }[] }[],
): MatchPush => ({ businessType: 'oddsChange', businessContent: { matchId, markets } });

export const matchStatus = (
  matchId: number,
  ms: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8,
  mc: { pe: number; s?: number; tu?: 1 | 2; r?: boolean; tp?: 1 | 2; itd?: number },
): MatchPush => ({ businessType: 'matchStatus', businessContent: { matchId, ms, mc } });
