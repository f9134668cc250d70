import { describe, expect, it } from 'vitest';
import type { MatchRecord } from '@/shared/api/generated/sports/model';
import { advanceClock, HALF_SECONDS, kickOffState, QUARTER_SECONDS, STOPPAGE_MINUTES, type ClockStep } from './match-clock';

type Clock = MatchRecord['mc'];
const MINUTE_MS = 60_000;

/** Runs a clock minute by minute from `start`, the way the simulator does, and lists the periods it passes. */
function play(sid: number, start: Clock, minutes: number): { periods: number[]; last: ClockStep } {
  let mc = start;
  let breakAt: number | undefined;
  let last: ClockStep = { mc, ended: false, periodChanged: false };
  const periods = [mc.pe];
  for (let minute = 1; minute <= minutes && !last.ended; minute += 1) {
    last = advanceClock(sid, mc, 60, minute * MINUTE_MS, breakAt);
    if (last.breakStarted) breakAt = minute * MINUTE_MS;
    if (last.periodChanged && last.mc.pe !== mc.pe) periods.push(last.mc.pe);
    mc = last.mc;
  }
  return { periods, last };
}

describe('match clocks', () => {
  it('soccer counts up through half-time to full time', () => {
    const { periods, last } = play(1, kickOffState(1).mc, 200);
    expect(periods).toEqual([1002, 1003, 1004, 1005]);
    expect(last.ended).toBe(true);
    expect(last.mc).toMatchObject({ tp: 1, r: false, s: 2 * HALF_SECONDS + STOPPAGE_MINUTES * 60 });
  });

  it('soccer stops the clock for 15 minutes at half-time', () => {
    const half = advanceClock(1, { s: HALF_SECONDS - 30, tu: 1, pe: 1002, r: true, tp: 1 }, 60, 0, undefined);
    expect(half).toMatchObject({ periodChanged: true, breakStarted: true, mc: { pe: 1003, r: false, s: HALF_SECONDS } });
    expect(advanceClock(1, half.mc, 60, 14 * MINUTE_MS, 0).periodChanged).toBe(false);
    expect(advanceClock(1, half.mc, 60, 15 * MINUTE_MS, 0)).toMatchObject({ fid: 2, mc: { pe: 1004, r: true } });
  });

  it('basketball counts down four quarters with breaks and half-time', () => {
    const start = kickOffState(3).mc;
    expect(start).toMatchObject({ tp: 2, s: QUARTER_SECONDS, pe: 3005, r: true });
    const { periods, last } = play(3, start, 200);
    expect(periods).toEqual([3005, 3007, 3003, 3009, 3011, 3013]);
    expect(last).toMatchObject({ ended: true, mc: { s: 0, r: false } });
  });

  it('a basketball quarter break waits at 12:00 before the clock runs again', () => {
    const end = advanceClock(3, { s: 20, tu: 1, pe: 3005, r: true, tp: 2 }, 30, 0, undefined);
    expect(end).toMatchObject({ fid: 2, breakStarted: true, mc: { pe: 3007, s: QUARTER_SECONDS, r: false } });
    expect(advanceClock(3, end.mc, 60, MINUTE_MS, 0).mc.r).toBe(false);
    expect(advanceClock(3, end.mc, 60, 2 * MINUTE_MS, 0)).toMatchObject({ periodChanged: true, mc: { r: true, s: QUARTER_SECONDS } });
  });

  it('a countdown never goes below zero and a count-up only moves while running', () => {
    for (const seconds of [0, 1, 59, 720, 5000]) {
      const step = advanceClock(3, { s: 100, tu: 1, pe: 3009, r: true, tp: 2 }, seconds, 0, undefined);
      expect(step.mc.s ?? 0).toBeGreaterThanOrEqual(0);
      expect(advanceClock(1, { s: 100, pe: 1004, r: false, tp: 1 }, seconds, 0, undefined).mc.s).toBe(100);
    }
  });

  it('tennis has no running clock', () => {
    const start = kickOffState(5);
    expect(start.mc).toEqual({ pe: 5002, r: false });
    expect(advanceClock(5, start.mc, 600, 0, undefined)).toEqual({ mc: start.mc, ended: false, periodChanged: false });
  });
});
