// Request header matchers: what the main and sports clients must send (SPEC.md section 7 "Shared rules").
import { MatchersV3 as M } from '@pact-foundation/pact';
import { EXAMPLE_DEVICE_ID, SEED_MEMBER, SEED_TOKEN } from './client-state';

type HeaderTemplate = Record<string, string | M.Matcher<string>>;

/** Provider-state parameter that carries the session token into the request (see contracts/README.md). */
export const TOKEN_PARAM = 'token';
export const SPORTS_TOKEN_PARAM = 'sportsToken';

const LANGUAGE = M.regex('^(zh-CN|vi-VI|en-US)$', 'vi-VI');

/** Headers of every main API call, logged in or not. */
export function commonHeaders(): HeaderTemplate {
  return {
    platform: 'vietnam',
    client: M.regex('^(3|4|6|7|9)$', '7'),
    deviceNo: M.regex('^(H5-AND|H5-IOS|PC-WIN|PC-MAC|PC-LIN|PC-UNK)-\\d+-[A-Za-z0-9]{6}-[0-9a-f]{8}$', EXAMPLE_DEVICE_ID),
    Language: LANGUAGE,
    'Accept-Language': LANGUAGE,
    clientModel: M.like('Pixel 8'),
    appVersion: M.regex('^[\\w.+-]{1,32}$', '1.0.0'),
  };
}

/** A JSON body goes with application/json. */
export function jsonHeaders(headers: HeaderTemplate): HeaderTemplate {
  return { ...headers, 'Content-Type': M.regex('^application/json', 'application/json') };
}

/**
 * Headers of a member's call. The token comes from the provider state (`${token}`), so a backend can hand out a
 * real session token in its state setup; the example is the mock server's seeded token.
 */
export function memberHeaders(example = { token: SEED_TOKEN, userName: SEED_MEMBER }): HeaderTemplate {
  return {
    ...commonHeaders(),
    Authorization: M.fromProviderState(`\${${TOKEN_PARAM}}`, example.token),
    Username: M.like(example.userName),
  };
}

/** Headers of a sports provider call: the provider token from the stored sports session, and a JSON body. */
export function sportsHeaders(exampleToken: string): HeaderTemplate {
  return jsonHeaders({ Authorization: M.fromProviderState(`\${${SPORTS_TOKEN_PARAM}}`, exampleToken) });
}
