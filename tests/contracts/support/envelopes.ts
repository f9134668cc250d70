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

/** Sports provider success: code 0 with a message (the provider has no msg field). */
export function sportsSuccess(data: unknown) {
  return { code: 0, message: M.like('success'), data };
}
