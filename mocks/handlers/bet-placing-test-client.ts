// Helpers for the provider betting tests: typed calls to the generated operation URLs with lotus888's provider token,
// open selections of the seeded matches, the member's balance, and moving the request clock on.
import { afterEach, beforeEach, vi } from 'vitest';
import type { MatchRecord } from '@/shared/api/generated/sports/model';
import { db } from '../db';
import { ensureSeeded, SEED_SPORTS_TOKEN } from '../seed';
import { call, type Json } from '../testing/client';
import { ledgerBalance } from './ledger';

export const LOTUS_ID = 10001;

/** Seeds the mock data before each betting test and gives the real clock back after it (freezeClock stops it). */
export function useBettingTestData(): void {
  beforeEach(() => ensureSeeded());
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** POSTs a typed body to a provider operation (its generated URL), as lotus888 unless another token is given. */
export function provider<B>(url: string, body: B, token: string = SEED_SPORTS_TOKEN): Promise<Json> {
  return call('POST', url, { token, body });
}

export interface OpenPick {
  matchId: number;
  marketId: number;
  optionType: number;
  od: number;
  match: MatchRecord;
}

/** Open selections (market on sale, odds not locked) of seeded matches, one per match, in match order. */
export function openPicks(filter: (match: MatchRecord) => boolean = () => true, mty?: number): OpenPick[] {
  const matches = db.matches.findMany(undefined, { orderBy: { id: 'asc' } }).filter((m) => m.ss === 1 && (m.ms === 4 || m.ms === 5) && filter(m));
  return matches.flatMap((match) => {
    for (const group of match.mg) {
      if (mty !== undefined && group.mty !== mty) continue;
      for (const market of group.mks) {
        const option = market.op.find((o) => o.od > 0);
        if (market.ss === 1 && market.au === 1 && option) return [{ matchId: match.id, marketId: market.id, optionType: option.ty, od: option.od, match }];
      }
    }
    return [];
  });
}

/** The member's main-wallet balance (VND): the funds ledger's sum. */
export const walletBalance = (memberId = LOTUS_ID): number => ledgerBalance(memberId);

/** Freezes the request clock (Date only) and returns a function that moves it on by some milliseconds. */
export function freezeClock(): (ms: number) => void {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  return (ms) => vi.setSystemTime(Date.now() + ms);
}

/** Sets the current odds of a selection in the match collection (as the live simulator does). */
export async function setOdds(pick: Pick<OpenPick, 'matchId' | 'marketId' | 'optionType'>, od: number, ss?: -1 | 0 | 1): Promise<void> {
  await db.matches.update((q) => q.where({ id: pick.matchId }), {
    data: (match) => {
      const market = match.mg.flatMap((g) => g.mks).find((k) => k.id === pick.marketId);
      if (!market) return;
      if (ss !== undefined) market.ss = ss;
      for (const option of market.op) if (option.ty === pick.optionType) option.od = od;
    },
  });
}
