// Provider state of the delivery address calls (in business language) and its set-up on the standalone mock
// server. The set-up starts from a fresh seed; the seeded data is what the state says.
import { loggedInAs, SEEDED_TOKENS, type StateHandler } from './state-setup';

export const ADDRESSES_STATE = {
  deliveryAddresses:
    'member lotus888 is logged in with delivery addresses 8001 (default, Hà Nội · Ba Đình) and 8002 (TP Hồ Chí Minh · Quận 1)',
} as const;

export type AddressesStateName = (typeof ADDRESSES_STATE)[keyof typeof ADDRESSES_STATE];

export function addressesProviderStates(baseUrl: string): Record<AddressesStateName, StateHandler> {
  return {
    [ADDRESSES_STATE.deliveryAddresses]: loggedInAs(baseUrl, SEEDED_TOKENS.lotus888),
  };
}
