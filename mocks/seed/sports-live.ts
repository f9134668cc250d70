// Clock, score and scoreboard of a seeded match: not started, live at a random point of play, or finished with the
// scores of every period. Soccer and basketball use the provider's period codes (facts 4.6/4.7); the other sports
// number their parts sport id × 1000 + 1 + n (sports-texts partPeriod), the whole match sport id × 1000 + 1.
// Each family of sports is played in its own file (sports-play-halves, -quarters, -sets, -rounds); this one chooses.
import type { MatchClock, ScoreGroup } from '@/shared/api/generated/sports/model';
import type { Random } from './random';
import type { PlayState } from './sports-play';
import { soccerFinal, soccerLive } from './sports-play-halves';
import { quartersFinal, quartersLive } from './sports-play-quarters';
import { baseballFinal, baseballLive, boxingFinal, boxingLive, hockeyFinal, hockeyLive, snookerFinal, snookerLive } from './sports-play-rounds';
import { setsFinal, setsLive } from './sports-play-sets';
import { endedPeriod } from './sports-texts';

/** The period code of a match that has not started: soccer 1001, basketball 3001, tennis 5001, ... */
export const notStartedPeriod = (sid: number): number => sid * 1000 + 1;

export function notStarted(sid: number): PlayState {
  return { mc: { pe: notStartedPeriod(sid) }, nsg: [], elapsedMs: 0 };
}

/** A live match of sport `sid` at a random point of play. */
export function livePlay(sid: number, random: Random): PlayState {
  switch (sid) {
    case 3:
    case 6:
    case 178:
      return quartersLive(sid, random);
    case 5:
    case 13:
    case 15:
    case 47:
    case 51:
      return setsLive(sid, random);
    case 2:
      return hockeyLive(random);
    case 7:
      return baseballLive(random);
    case 16:
      return snookerLive(random);
    case 19:
      return boxingLive(random);
    default:
      return soccerLive(sid, random);
  }
}

/** The final clock and the scores of every period of a finished match. */
export function finalPlay(sid: number, random: Random): { mc: MatchClock; nsg: ScoreGroup[] } {
  const mc: MatchClock = { pe: endedPeriod(sid), r: false };
  switch (sid) {
    case 3:
    case 6:
    case 178:
      return { mc, nsg: quartersFinal(sid, random) };
    case 5:
    case 13:
    case 15:
    case 47:
    case 51:
      return { mc, nsg: setsFinal(sid, random) };
    case 2:
      return { mc, nsg: hockeyFinal(random) };
    case 7:
      return { mc, nsg: baseballFinal(random) };
    case 16:
      return { mc, nsg: snookerFinal(random) };
    case 19:
      return { mc, nsg: boxingFinal(random) };
    default:
      return { mc, nsg: soccerFinal(sid, random) };
  }
}
