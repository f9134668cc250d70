// Match clock rules of the live simulator: the state at kick-off and how a live clock moves on, per sport.
// Soccer counts up (mc.tp 1) through 1st half (mc.pe 1002), half-time (1003, 15 minutes) and 2nd half (1004) to
// full time (1005). Basketball counts down (mc.tp 2) four 12-minute quarters (3005, 3007, 3009, 3011) with a
// 2-minute break after the 1st and 3rd and half-time (3003, 15 minutes) after the 2nd, to the end (3013).
// Tennis has no running clock: its sets move on with the games (see the simulator). Other sports run a plain
// clock and end a fixed time after kick-off.
import type { MatchRecord } from '@/shared/api/generated/sports/model';

type Clock = MatchRecord['mc'];
type ScoreGroups = MatchRecord['nsg'];

const MINUTE = 60;
export const HALF_SECONDS = 45 * MINUTE;
/** Stoppage time added to the 2nd half. */
export const STOPPAGE_MINUTES = 4;
export const QUARTER_SECONDS = 12 * MINUTE;
const HALF_TIME_MS = 15 * 60_000;
const QUARTER_BREAK_MS = 2 * 60_000;
export const QUARTER_PERIODS = [3005, 3007, 3009, 3011] as const;
const BASKETBALL_HALF_TIME = 3003;
const BASKETBALL_ENDED = 3013;
const SOCCER = { first: 1002, halfTime: 1003, second: 1004, ended: 1005 } as const;

export interface KickOff {
  mc: Clock;
  nsg: ScoreGroups;
  fid: number;
}

export function kickOffState(sid: number): KickOff {
  if (sid === 3) {
    return { mc: { s: QUARTER_SECONDS, tu: 1, pe: QUARTER_PERIODS[0], r: true, tp: 2 }, nsg: [{ pe: 3001, tyg: 5, sc: [0, 0] }], fid: 1 };
  }
  if (sid === 5) {
    return { mc: { pe: 5002, r: false }, nsg: [{ pe: 5001, tyg: 5556, sc: [0, 0] }, { pe: 5002, tyg: 5559, sc: [0, 0] }], fid: 1 };
  }
  if (sid === 1) {
    return {
      mc: { s: 0, tu: 1, pe: SOCCER.first, r: true, tp: 1 },
      nsg: [{ pe: 1000, tyg: 5, sc: [0, 0] }, { pe: 1000, tyg: 6, sc: [0, 0] }],
      fid: 1,
    };
  }
  // Other sports: a clock counting up in the first period (sportId×1000+2), the score for the match (+1).
  return { mc: { s: 0, tu: 1, pe: sid * 1000 + 2, r: true, tp: 1 }, nsg: [{ pe: sid * 1000 + 1, tyg: 5, sc: [0, 0] }], fid: 1 };
}

/** How long a match of a sport without its own period rules plays before it ends. */
export const OTHER_SPORT_MATCH_MS = 2 * 3_600_000;

export interface ClockStep {
  mc: Clock;
  /** The match ended on this step. */
  ended: boolean;
  /** The period changed or the clock stopped or started (a status push is due). */
  periodChanged: boolean;
  /** The current half, quarter or set number, when it changed. */
  fid?: number;
  /** A break (half-time, quarter break) began on this step. */
  breakStarted?: boolean;
}

const same = (mc: Clock): ClockStep => ({ mc, ended: false, periodChanged: false });

function soccer(mc: Clock, seconds: number, now: number, breakStartedAt: number | undefined): ClockStep {
  const s = mc.s ?? 0;
  if (mc.pe === SOCCER.first && mc.r && s + seconds >= HALF_SECONDS) {
    return { mc: { ...mc, s: HALF_SECONDS, pe: SOCCER.halfTime, r: false }, ended: false, periodChanged: true, breakStarted: true };
  }
  if (mc.pe === SOCCER.halfTime && breakStartedAt !== undefined && now - breakStartedAt >= HALF_TIME_MS) {
    return { mc: { ...mc, s: HALF_SECONDS, pe: SOCCER.second, r: true }, ended: false, periodChanged: true, fid: 2 };
  }
  if (mc.pe === SOCCER.second && s + seconds >= 2 * HALF_SECONDS + STOPPAGE_MINUTES * MINUTE) {
    return { mc: { ...mc, s: s + seconds, pe: SOCCER.ended, r: false }, ended: true, periodChanged: true };
  }
  return mc.r ? same({ ...mc, s: s + seconds }) : same(mc);
}

function basketball(mc: Clock, seconds: number, now: number, breakStartedAt: number | undefined): ClockStep {
  const s = mc.s ?? 0;
  const quarter = QUARTER_PERIODS.indexOf(mc.pe as (typeof QUARTER_PERIODS)[number]);
  if (mc.pe === BASKETBALL_HALF_TIME) {
    if (breakStartedAt === undefined || now - breakStartedAt < HALF_TIME_MS) return same(mc);
    return { mc: { ...mc, s: QUARTER_SECONDS, pe: QUARTER_PERIODS[2], r: true }, ended: false, periodChanged: true, fid: 3 };
  }
  if (quarter < 0) return same(mc);
  if (!mc.r) {
    // A quarter break: the next quarter's clock waits at 12:00.
    if (breakStartedAt === undefined || now - breakStartedAt < QUARTER_BREAK_MS) return same(mc);
    return { mc: { ...mc, r: true }, ended: false, periodChanged: true };
  }
  if (s - seconds > 0) return same({ ...mc, s: s - seconds });
  if (quarter === QUARTER_PERIODS.length - 1) {
    return { mc: { ...mc, s: 0, pe: BASKETBALL_ENDED, r: false }, ended: true, periodChanged: true };
  }
  if (quarter === 1) return { mc: { ...mc, s: 0, pe: BASKETBALL_HALF_TIME, r: false }, ended: false, periodChanged: true, breakStarted: true };
  const next = QUARTER_PERIODS[quarter + 1] ?? QUARTER_PERIODS[0];
  return { mc: { ...mc, s: QUARTER_SECONDS, pe: next, r: false }, ended: false, periodChanged: true, fid: quarter + 2, breakStarted: true };
}

/**
 * Moves a live clock on by `seconds`. `breakStartedAt` is when the current break (half-time, quarter break)
 * began, `now` the simulated time.
 */
export function advanceClock(sid: number, mc: Clock, seconds: number, now: number, breakStartedAt: number | undefined): ClockStep {
  if (sid === 1) return soccer(mc, seconds, now, breakStartedAt);
  if (sid === 3) return basketball(mc, seconds, now, breakStartedAt);
  if (sid === 5 || !mc.r) return same(mc);
  // Other sports: a running clock moves its own way (a countdown stops at zero).
  if (mc.tp === 2) {
    const s = Math.max(0, (mc.s ?? 0) - seconds);
    return s > 0 ? same({ ...mc, s }) : { mc: { ...mc, s, r: false }, ended: false, periodChanged: true };
  }
  return same({ ...mc, s: (mc.s ?? 0) + seconds });
}

/** Whether the soccer match is in its first half (goals also count for the half-time score group). */
export const inFirstHalf = (mc: Clock): boolean => mc.pe === SOCCER.first;
