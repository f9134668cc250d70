// Provider states of the rooms' dice game (in business language) and their set-up on the standalone mock server.
// A round takes stakes for its first 20 s of 30: the state waits for one that still does for a few seconds, and
// hands the verifier its number for the pact's `${roundNo}`.
import { TOKEN_PARAM } from './headers';
import { callMock, freshSeed, resetMock, SEEDED_TOKENS, type StateHandler } from './state-setup';

export const SUB_GAMES_STATE = {
  diceGameOn: 'the dice game 9001 of room 7001 plays a round every 30 s, with its last ten results',
  diceRoundOpen: 'member lotus888 is logged in with 1 250 000 VND and the current round of dice game 9001 takes stakes',
} as const;

export type SubGamesStateName = (typeof SUB_GAMES_STATE)[keyof typeof SUB_GAMES_STATE];

/** The provider-state parameter with the number of the round that takes stakes. */
export const ROUND_NO_PARAM = 'roundNo';

/** How long the round must still take stakes when the state hands it over (the verifier sends at once). */
const MARGIN_MS = 3_000;

interface Round {
  roundNo: number;
  bettingEndsAt: number;
  nextRoundAt: number;
}

async function openRound(baseUrl: string): Promise<number> {
  for (;;) {
    const answer = await callMock(baseUrl, '/api/live/subgame/detail?gameId=9001', { method: 'GET' });
    const { serverTime, round } = answer.data as { serverTime: number; round: Round };
    if (round.bettingEndsAt - serverTime >= MARGIN_MS) return round.roundNo;
    await new Promise((resolve) => setTimeout(resolve, round.nextRoundAt - serverTime + 50));
  }
}

export function subGamesProviderStates(baseUrl: string): Record<SubGamesStateName, StateHandler> {
  return {
    [SUB_GAMES_STATE.diceGameOn]: freshSeed(baseUrl),
    [SUB_GAMES_STATE.diceRoundOpen]: async () => {
      await resetMock(baseUrl);
      return { [TOKEN_PARAM]: SEEDED_TOKENS.lotus888, [ROUND_NO_PARAM]: await openRound(baseUrl) };
    },
  };
}
