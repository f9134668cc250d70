// Match clock rules of the live simulator: kick-off state and how a live clock moves on.
import type { MatchRecord } from '@/shared/api/generated/sports/model';

type Clock = MatchRecord['mc'];
type ScoreGroups = MatchRecord['nsg'];

const HALF = 45 * 60;
const HALF_TIME_BREAK_MS = 15 * 60_000;
const QUARTER = 12 * 60;
const QUARTER_PERIODS = [3005, 3007, 3009, 3011];

export function kickOffState(sid: number): { mc: Clock; nsg: ScoreGroups; fid: number } {
  if (sid === 3) return { mc: { s: QUARTER, tu: 1, pe: 3005, r: true, tp: 2 }, nsg: [{ pe: 3001, tyg: 5, sc: [0, 0] }], fid: 1 };
  if (sid === 5) return { mc: { pe: 5002, r: false }, nsg: [{ pe: 5001, tyg: 5556, sc: [0, 0] }, { pe: 5002, tyg: 5559, sc: [0, 0] }], fid: 1 };
  return { mc: { s: 0, tu: 1, pe: 1002, r: true, tp: 1 }, nsg: [{ pe: 1000, tyg: 5, sc: [0, 0] }, { pe: 1000, tyg: 6, sc: [0, 0] }], fid: 1 };
}

export interface ClockStep {
  mc: Clock;
  /** The match ended on this step. */
  ended: boolean;
  /** The period changed (a status push is due). */
  periodChanged: boolean;
}

/**
 * Moves a live clock on by `seconds`. `breakStartedAt` is when the current break began (soccer half-time),
 * `now` the simulated time.
 */
export function advanceClock(sid: number, mc: Clock, seconds: number, now: number, breakStartedAt: number | undefined): ClockStep {
  const s = mc.s ?? 0;
  if (sid === 1) {
    if (mc.pe === 1002 && mc.r && s + seconds >= HALF) return { mc: { ...mc, s: HALF, pe: 1003, r: false }, ended: false, periodChanged: true };
    if (mc.pe === 1003 && breakStartedAt !== undefined && now - breakStartedAt >= HALF_TIME_BREAK_MS) {
      return { mc: { ...mc, pe: 1004, r: true }, ended: false, periodChanged: true };
    }
    if (mc.pe === 1004 && s + seconds >= 2 * HALF + 4 * 60) return { mc: { ...mc, s: s + seconds, pe: 1005, r: false }, ended: true, periodChanged: true };
    return { mc: mc.r ? { ...mc, s: s + seconds } : mc, ended: false, periodChanged: false };
  }
  if (sid === 3 && mc.r) {
    if (s - seconds > 0) return { mc: { ...mc, s: s - seconds }, ended: false, periodChanged: false };
    const next = QUARTER_PERIODS.indexOf(mc.pe) + 1;
    if (next <= 0 || next >= QUARTER_PERIODS.length) return { mc: { ...mc, s: 0, pe: 3013, r: false }, ended: true, periodChanged: true };
    return { mc: { ...mc, s: QUARTER, pe: QUARTER_PERIODS[next] ?? 3005 }, ended: false, periodChanged: true };
  }
  return { mc, ended: false, periodChanged: false };
}
