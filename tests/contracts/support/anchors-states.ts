// Provider states of the live anchors (in business language) and their set-up on the standalone mock server.
import { freshSeed, loggedInAs, SEEDED_TOKENS, type StateHandler } from './state-setup';

export const ANCHORS_STATE = {
  anchorsOnAir: 'anchors 301 to 308 stream rooms: anchor 301 (Minh Anh) is on air in room 7001 with a stream planned and past streams',
  anchorNotFollowed: 'member lotus888 is logged in and does not follow anchor 301',
  noSuchAnchor: 'there is no anchor 399',
} as const;

export type AnchorsStateName = (typeof ANCHORS_STATE)[keyof typeof ANCHORS_STATE];

export function anchorsProviderStates(baseUrl: string): Record<AnchorsStateName, StateHandler> {
  return {
    [ANCHORS_STATE.anchorsOnAir]: freshSeed(baseUrl),
    [ANCHORS_STATE.anchorNotFollowed]: loggedInAs(baseUrl, SEEDED_TOKENS.lotus888),
    [ANCHORS_STATE.noSuchAnchor]: freshSeed(baseUrl),
  };
}
