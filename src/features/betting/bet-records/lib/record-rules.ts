// Pure rules of the bet records: what state a bet is in, what a leg's outcome looks like, provider money in the
// wallet's currency and the scores a bet was taken at (sports-provider-facts §3.13, §4.16).
import type { BetRecord, BetRecordOption } from '@/shared/api/generated/sports/model';

/** What the player reads on a bet: the order status, or "cashed out" once cash-outs took the whole stake. */
export type BetState = 'awaiting' | 'accepted' | 'rejected' | 'cancelled' | 'settled' | 'cashedOut';

/** The sum of two provider amounts kept to cents (the provider's precision). */
export const round2 = (value: number): number => Math.round(value * 100) / 100;

export function betState(record: Pick<BetRecord, 'st' | 'sat' | 'cots' | 'coc'>): BetState {
  switch (record.st) {
    case 0:
    case 1:
      return 'awaiting';
    case 2:
      return 'rejected';
    case 3:
      return 'cancelled';
    case 4:
      return 'accepted';
    default:
      return (record.coc ?? 0) > 0 && round2(record.cots ?? 0) >= round2(record.sat) ? 'cashedOut' : 'settled';
  }
}

/** A leg's outcome `sr`: how its chip reads and is coloured. */
export type OutcomeTone = 'open' | 'won' | 'lost' | 'neutral';

const OUTCOME_TONES: Record<number, OutcomeTone> = { 0: 'open', 2: 'neutral', 3: 'lost', 4: 'won', 5: 'won', 6: 'lost', 7: 'neutral' };

export function outcomeTone(sr: number | undefined): OutcomeTone {
  return OUTCOME_TONES[sr ?? 0] ?? 'open';
}

/** The colour of a win/loss amount: a gain is good news, a loss bad, nothing neutral. */
export function resultTone(amount: number | undefined): OutcomeTone {
  if (amount === undefined || round2(amount) === 0) return 'neutral';
  return amount > 0 ? 'won' : 'lost';
}

/** Provider currency ids (facts §4.14) and how many wallet units one provider unit is: VND is counted in thousands. */
const CURRENCIES: Record<number, { code: string; unit: number }> = {
  1: { code: 'CNY', unit: 1 },
  2: { code: 'USD', unit: 1 },
  10: { code: 'VND', unit: 1 },
  200: { code: 'USDT', unit: 1 },
  1000: { code: 'VND', unit: 1000 },
};

/** The site's provider currency when a record leaves `cid` out (the Vietnam site counts VND in thousands). */
export const DEFAULT_PROVIDER_CURRENCY = 1000;

/** A provider amount in the wallet's money: the number the balance shows and its currency code. */
export function walletMoney(amount: number, cid: number = DEFAULT_PROVIDER_CURRENCY): { amount: number; currency: string } {
  const currency = CURRENCIES[cid] ?? { code: 'VND', unit: 1000 };
  return { amount: round2(amount * currency.unit), currency: currency.code };
}

/** One score of `bsc` ("R: 0-0,Y: 0-1,S: 0-3"): its kind letter (facts §4.10) and the two sides. */
export interface BetScore {
  kind: string;
  home: number;
  away: number;
}

const SCORE = /^\s*([A-Za-z]+)\s*:\s*(\d{1,4})\s*-\s*(\d{1,4})\s*$/;

/** The scores at bet time; parts that are not "<letters>: <n>-<n>" are left out. */
export function parseBetScores(bsc: string | undefined | null): BetScore[] {
  if (!bsc) return [];
  return bsc.split(',').flatMap((part) => {
    const match = SCORE.exec(part);
    if (!match) return [];
    return [{ kind: match[1]!.toUpperCase(), home: Number(match[2]), away: Number(match[3]) }];
  });
}

/** The goal score (kind S) at bet time, as "h-a"; null when the bet was taken without one. */
export function goalScoreAtBet(bsc: string | undefined | null): string | null {
  const goals = parseBetScores(bsc).find((score) => score.kind === 'S');
  return goals ? `${goals.home}-${goals.away}` : null;
}

/** The odds of the whole bet: a single's leg odds, a one-line parlay's product; null for system bets of several lines. */
export function betOdds(record: Pick<BetRecord, 'sert' | 'bn' | 'ops'>): number | null {
  if (record.ops.length === 0) return null;
  if (record.sert === 0) return record.ops[0]!.od;
  if ((record.bn ?? 1) !== 1) return null;
  return round2(record.ops.reduce((product, leg) => product * leg.od, 1));
}

/** Legs and sub-bets of a parlay from its label "3x4*1" (falls back to the record's counts). */
export function seriesOf(record: Pick<BetRecord, 'bt' | 'al' | 'bn' | 'ops'>): { legs: number; bets: number } {
  const match = /^(\d+)x(\d+)/.exec(record.bt ?? '');
  if (match) return { legs: Number(match[1]), bets: Number(match[2]) };
  return { legs: record.al ?? record.ops.length, bets: record.bn ?? 1 };
}

/**
 * What a leg was a bet on: the selection's name with its short label when that adds the line ("Haixi United -0.5"),
 * the short label alone when it already holds the name ("Over 2.5"), and the line `li` only when no label carries it.
 */
export function selectionLabel(leg: Pick<BetRecordOption, 'onm' | 'on' | 'li'>): string {
  const name = (leg.onm ?? '').trim();
  const short = (leg.on ?? '').trim();
  let label: string;
  if (!short) label = name;
  else if (!name || short.includes(name)) label = short;
  else label = name.includes(short) ? name : `${name} ${short}`;
  if (!short && leg.li && !label.includes(leg.li)) label = `${label} ${leg.li}`.trim();
  return label;
}
