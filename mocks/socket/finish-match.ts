// Ends a match at once for tests and e2e runs (`__lotusMock.live.finishMatch`, POST /__control/finishMatch): a match
// that has not started is kicked off first, the final score can be set, then the simulator ends it as at full time
// (ms 0, markets closed), which is what settles the bets on it.
import type { ServerMessage } from '@/shared/api/generated/socket/messages';
import { db } from '../db';
import { mainScoreGroup } from '../handlers/sports-settlement-rules';
import type { LiveSimulator } from './simulator';

export type FinalScore = readonly [home: number, away: number];

/** Whether a final score given from outside is usable: two whole numbers of at least 0. */
export const isFinalScore = (value: unknown): value is FinalScore =>
  Array.isArray(value) && value.length === 2 && value.every((n) => Number.isInteger(n) && (n as number) >= 0);

/** Ends the match now; answers the pushes (none when the match is unknown, an outright or already over). */
export async function finishMatch(simulator: LiveSimulator, matchId: number, now: number, score?: FinalScore): Promise<ServerMessage[]> {
  const find = () => db.matches.findFirst((q) => q.where({ id: matchId }));
  const match = find();
  if (!match || match.ty !== 2 || (match.ms !== 4 && match.ms !== 5)) return [];
  const out: ServerMessage[] = match.ms === 4 ? await simulator.kickOff(match, now) : [];
  if (score) {
    const { pe, tyg } = mainScoreGroup(match.sid);
    const sc: [number, number] = [score[0], score[1]];
    await db.matches.update((q) => q.where({ id: matchId }), {
      data: (stored) => {
        const index = stored.nsg.findIndex((g) => g.pe === pe && g.tyg === tyg);
        if (index >= 0) stored.nsg[index] = { pe, tyg, sc };
        else stored.nsg.push({ pe, tyg, sc });
      },
    });
    out.push({ businessType: 'scoreChange', fbId: String(matchId), businessContent: { matchId, nsg: [{ pe, tyg, sc }] } });
  }
  const live = find() ?? match;
  out.push(...(await simulator.end(live, { ...live.mc, r: false })));
  return out;
}
