// Provider states of the live rooms and their chat (in business language) and their set-up on the standalone mock
// server. Every state starts from a fresh seed; the seeded rooms are what the state says.
import { freshSeed, type StateHandler } from './state-setup';

export const ROOMS_STATE = {
  roomsOnAir:
    'live rooms are on air: room 7001 streams a live soccer match with anchor Minh Anh (301), has the dice game 9001 and a chat with shared bets; shows and scheduled rooms are listed too',
  noSuchRoom: 'there is no live room 7999',
} as const;

export type RoomsStateName = (typeof ROOMS_STATE)[keyof typeof ROOMS_STATE];

export function roomsProviderStates(baseUrl: string): Record<RoomsStateName, StateHandler> {
  return {
    [ROOMS_STATE.roomsOnAir]: freshSeed(baseUrl),
    [ROOMS_STATE.noSuchRoom]: freshSeed(baseUrl),
  };
}
