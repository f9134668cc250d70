// Builds the account slice's contract cases: one interaction per case (plus the error report a failed call sends),
// the request sent by the generated client as a member or a guest, and a check of what the client function returns.
import { MatchersV3 as M, type PactV4 } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { settleErrorReports } from '@/shared/api/error-report';
import { setMainApiBaseUrl } from '@/shared/api/main-client';
import { asGuest, asMember, SEED_MEMBER, SEED_TOKEN } from '../support/client-state';
import type { ContractCase } from '../support/contract-case';
import { mainFailure, mainSuccess } from '../support/envelopes';
import { commonHeaders, jsonHeaders, memberHeaders } from '../support/headers';
import { STATE } from '../support/states';
import { multipartUpload, type UploadFixture } from '../support/uploads';

export interface Caller {
  token: string;
  userName: string;
}

export const LOTUS: Caller = { token: SEED_TOKEN, userName: SEED_MEMBER };
export const NOMOBILE: Caller = { token: 'tk_seed_nomobile01', userName: 'nomobile01' };
export const LOCKEDDP: Caller = { token: 'tk_seed_lockeddp01', userName: 'lockeddp01' };
/** A member registered by the provider state; the token is whatever the provider hands out. */
export const NEWBIE: Caller = { token: 'tk_9b2e4c6a8d0f1357', userName: 'newbie2026' };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface AccountCaseSpec {
  /** Test name. */
  name: string;
  state: string;
  /** The interaction description (uponReceiving). */
  description: string;
  method: Method;
  /** The path, or a matcher of it for a path that carries a provider-state value (`fromProviderState`). */
  path: string | M.ProviderStateInjectedValue<string>;
  /** Query parameters, matched exactly unless a value is a matcher. */
  query?: Record<string, string | M.Matcher<string>>;
  /** Request body template (matchers allowed); omitted for calls without a body. */
  body?: unknown;
  /** A file sent as multipart form data (part "file") instead of a JSON body. */
  upload?: UploadFixture;
  /** The caller; null for a guest. */
  as: Caller | null;
  /** Response body template. */
  response: unknown;
  /** Calls the generated client and checks what it returns. */
  check: () => Promise<void>;
}

function addInteraction(pact: PactV4, spec: AccountCaseSpec) {
  const headers = spec.as ? memberHeaders(spec.as) : commonHeaders();
  return pact
    .addInteraction()
    .given(spec.state)
    .uponReceiving(spec.description)
    .withRequest(spec.method, spec.path, (b) => {
      if (spec.query) b.query(spec.query);
      if (spec.upload) multipartUpload(b.headers(headers), spec.upload);
      else if (spec.body === undefined) b.headers(headers);
      else b.headers(jsonHeaders(headers)).jsonBody(spec.body);
    })
    .willRespondWith(200, (b) => b.jsonBody(spec.response));
}

function prepare(mockUrl: string, caller: Caller | null): void {
  if (caller) asMember(caller.token, caller.userName);
  else asGuest();
  setMainApiBaseUrl(mockUrl);
}

/** A call that succeeds (or answers data the client keeps). */
export function accountCase(spec: AccountCaseSpec): ContractCase {
  return {
    name: spec.name,
    run: (pact) =>
      addInteraction(pact, spec).executeTest(async (mock) => {
        prepare(mock.url, spec.as);
        await spec.check();
      }),
  };
}

export interface AccountFailureSpec extends Omit<AccountCaseSpec, 'response' | 'check'> {
  code: number;
  message: string;
  /** Calls the generated client; the case checks that it rejects with the code. */
  call: () => Promise<unknown>;
}

const TIMESTAMP = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$';
const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The example of a path the provider state fills in, as the consumer test sends it. */
const examplePath = (path: AccountCaseSpec['path']): string => (typeof path === 'string' ? path : typeof path.value === 'string' ? path.value : '');

/** A call that fails with a designed code: the client rejects with it and reports the failure to the log service. */
export function accountFailureCase(spec: AccountFailureSpec): ContractCase {
  return {
    name: spec.name,
    run: (pact) => {
      addInteraction(pact, { ...spec, response: mainFailure(spec.code, spec.message), check: async () => undefined });
      return pact
        .addInteraction()
        .given(STATE.errorLogOpen)
        .uponReceiving(`an error report about ${spec.description}`)
        .withRequest('POST', '/healthycheck/upLoadLog/uploadLogOperate', (b) =>
          b.headers(jsonHeaders(commonHeaders())).jsonBody({
            userId: M.like(spec.as?.userName ?? ''),
            phoneInfo: M.like('H5-AND-1763866800-a1b2c3-9f8e7d6c client=7 Pixel 8'),
            modelName: M.like('main-api'),
            interfaceAddress: M.regex(`^https?://[^/]+${escapeRegex(examplePath(spec.path))}(\\?.*)?$`, `https://api.lotus.example${examplePath(spec.path)}`),
            reqMsg: M.like(`{"method":"${spec.method}"}`),
            rpsMsg: M.like(`{"code":${spec.code},"msg":"${spec.message}","data":null}`),
            sendTime: M.regex(TIMESTAMP, '2026-11-23T03:00:00.000Z'),
            recieveTime: M.regex(TIMESTAMP, '2026-11-23T03:00:00.120Z'),
          }),
        )
        .willRespondWith(200, (b) => b.jsonBody({ code: 200, msg: M.like('success'), data: null }))
        .executeTest(async (mock) => {
          prepare(mock.url, spec.as);
          await expect(spec.call()).rejects.toMatchObject({ name: 'ApiError', code: spec.code, msg: spec.message });
          await settleErrorReports();
        });
    },
  };
}

/** Who makes a call and in which provider state, unless an example says otherwise. */
export interface CallDefaults {
  state: string;
  as: Caller | null;
}

/**
 * One example of a call: the test name, the interaction description, the body (sent as the request body, matched
 * exactly, and passed to the generated client function; left out where the function takes none), and the state or caller where
 * they are not the call's defaults.
 */
export type CallExample<Body> = Partial<CallDefaults> & { name: string; description: string } & (undefined extends Body
    ? { body?: Body }
    : { body: Body });

/** An example that answers data: the response template and a check of what the client function returns. */
export type AnsweringExample<Body, Result> = CallExample<Body> & { response: unknown; check: (result: Result) => void };

/** The empty success envelope the generated client hands back for a call that answers no data. */
const EMPTY = { code: 200, msg: 'success', data: null };

/**
 * The cases of one call of the generated client, written once: each example states only what differs; the request
 * goes out through `send` with the example's body.
 */
export function clientCall<Body, Result>(method: Method, path: string, send: (body: Body) => Promise<Result>, defaults: CallDefaults) {
  const spec = (example: CallExample<Body>) => ({
    name: example.name,
    state: example.state ?? defaults.state,
    description: example.description,
    method,
    path,
    body: example.body as unknown,
    as: example.as === undefined ? defaults.as : example.as,
  });
  const sent = (example: CallExample<Body>) => send(example.body as Body);
  return {
    /** The call succeeds with data the check looks at. */
    answers: (example: AnsweringExample<Body, Result>): ContractCase =>
      accountCase({ ...spec(example), response: example.response, check: async () => example.check(await sent(example)) }),
    /** The call succeeds with an empty success envelope. */
    answersEmpty: (example: CallExample<Body>): ContractCase =>
      accountCase({ ...spec(example), response: mainSuccess(null), check: async () => expect(await sent(example)).toEqual(EMPTY) }),
    /** The call fails with a designed code and message. */
    failsWith: (code: number, message: string, example: CallExample<Body>): ContractCase =>
      accountFailureCase({ ...spec(example), code, message, call: () => sent(example) }),
  };
}

/** Query parameters as the request carries them: every value as text, in the order given. */
const queryOf = (params: object): Record<string, string> => Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)]));

/** An example of a GET call whose parameters travel in the query string. */
export type QueryExample<Params, Result> = Partial<CallDefaults> & { name: string; description: string; params: Params; response: unknown; check: (result: Result) => void };

/**
 * The cases of one GET call whose parameters travel in the query string, written once: each example's `params` go to
 * the generated client function and are expected in the query as text.
 */
export function clientQueryCall<Params extends object, Result>(path: string, send: (params: Params) => Promise<Result>, defaults: CallDefaults) {
  return {
    /** The call succeeds with data the check looks at. */
    answers: (example: QueryExample<Params, Result>): ContractCase =>
      accountCase({
        name: example.name,
        state: example.state ?? defaults.state,
        description: example.description,
        method: 'GET',
        path,
        query: queryOf(example.params),
        as: example.as === undefined ? defaults.as : example.as,
        response: example.response,
        check: async () => example.check(await send(example.params)),
      }),
  };
}
