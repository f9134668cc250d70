// Builds the sports provider's betting contract cases: one interaction per case, the request the generated client
// sends (with the fields the client adds to every body) as lotus888 or as a guest, and a check of what the client
// function returns or of the provider code it rejects with.
import { MatchersV3 as M, type PactV4 } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { asGuest, asMember, EXAMPLE_SPORTS_TOKEN, SEED_MEMBER, SEED_TOKEN, withSportsSession } from '../support/client-state';
import type { ContractCase } from '../support/contract-case';
import { sportsSuccess } from '../support/envelopes';
import { jsonHeaders, sportsHeaders } from '../support/headers';
import { pageWindow } from '../support/page-globals';

/** Fields the client adds to every provider body: odds change preference, VND (1000) and the sports language. */
export const providerFields = { oddsChange: M.integer(1), currencyId: 1000, languageType: M.regex('^(CMN|VIE|ENG)$', 'VIE') };

/**
 * A request value the provider state hands over (`${name}`), so a provider answers for its own selections, orders and
 * times; the pact and the consumer test keep the example.
 */
export function fromState<T extends string | number>(name: string, example: T) {
  return M.fromProviderState(`\${${name}}`, example);
}

/** Who calls the provider. */
export type Caller = 'member' | 'guest';

interface SportsCaseBase<Result> {
  /** Test name. */
  name: string;
  state: string;
  /** The interaction description (uponReceiving). */
  description: string;
  path: string;
  /** The request body the case's call sends (matchers allowed); the client's own fields are added. */
  body: Record<string, unknown>;
  /** lotus888 with its provider token (default) or a guest with the empty guest token. */
  caller?: Caller;
  /** Calls the generated client function with the example values of `body`. */
  call: () => Promise<Result>;
}

export interface SportsCaseSpec<Result> extends SportsCaseBase<Result> {
  /** The `data` of the success envelope (matchers allowed). */
  data: unknown;
  check: (result: Result) => void;
}

export interface SportsRefusalSpec<Result> extends SportsCaseBase<Result> {
  code: number;
  /** An example message: the provider may word it differently (matched by type). */
  message: string;
}

function addInteraction(pact: PactV4, spec: SportsCaseBase<unknown>, response: unknown) {
  const headers = spec.caller === 'guest' ? jsonHeaders({ Authorization: '' }) : sportsHeaders(EXAMPLE_SPORTS_TOKEN);
  return pact
    .addInteraction()
    .given(spec.state)
    .uponReceiving(spec.description)
    .withRequest('POST', spec.path, (b) => b.headers(headers).jsonBody({ ...providerFields, ...spec.body }))
    .willRespondWith(200, (b) => b.jsonBody(response));
}

/** Runs `call` as the caller against the pact mock server (a guest's provider address is the page's origin). */
async function asCaller<T>(mockUrl: string, caller: Caller | undefined, call: () => Promise<T>): Promise<T> {
  if (caller !== 'guest') {
    asMember(SEED_TOKEN, SEED_MEMBER);
    withSportsSession(mockUrl, EXAMPLE_SPORTS_TOKEN);
    return call();
  }
  asGuest();
  const origin = pageWindow.location.origin;
  pageWindow.location.origin = mockUrl;
  try {
    return await call();
  } finally {
    pageWindow.location.origin = origin;
  }
}

/** A call the provider answers with code 0 and data the check looks at. */
export function sportsCase<Result>(spec: SportsCaseSpec<Result>): ContractCase {
  return {
    name: spec.name,
    run: (pact) =>
      addInteraction(pact, spec, sportsSuccess(spec.data)).executeTest(async (mock) => {
        spec.check(await asCaller(mock.url, spec.caller, spec.call));
      }),
  };
}

/** A call the provider refuses with a designed code: the client rejects with that code and the message. */
export function sportsRefusal<Result>(spec: SportsRefusalSpec<Result>): ContractCase {
  return {
    name: spec.name,
    run: (pact) =>
      addInteraction(pact, spec, { code: spec.code, message: M.like(spec.message) }).executeTest(async (mock) => {
        await expect(asCaller(mock.url, spec.caller, spec.call)).rejects.toMatchObject({
          name: 'SportsApiError',
          code: spec.code,
          serverMessage: spec.message,
        });
      }),
  };
}
