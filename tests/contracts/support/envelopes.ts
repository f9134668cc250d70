// Response envelopes of the two APIs, with the result code fixed and the message matched by type.
import { MatchersV3 as M } from '@pact-foundation/pact';

/** Main API success: HTTP 200, code 200 and a typed data field. */
export function mainSuccess(data: unknown) {
  return { code: 200, msg: M.like('success'), data };
}

/** Main API failure: still HTTP 200; the code is fixed, the message is whatever the backend words it as. */
export function mainFailure(code: number, exampleMessage: string) {
  return { code, msg: M.like(exampleMessage), data: null };
}

/**
 * Sports provider success: code 0 and the data. The provider often leaves `message` out of a success (and has no
 * msg field at all), so the client may not rely on it and the contract does not ask for it.
 */
export function sportsSuccess(data: unknown) {
  return { code: 0, data };
}
