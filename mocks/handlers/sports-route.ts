// The steps every sports-provider POST call takes before it answers: who calls (the provider token), any check that
// must come before the body is read, then the JSON body read with the call's generated schema. A call refused at a
// step gets the provider's own error envelope; the answer only sees a known caller and a valid body.
import type { DefaultBodyType, HttpResponseResolver } from 'msw';
import type { z } from 'zod';
import type { RouteMeta } from './routes';
import { providerCaller } from './sports-envelope';
import { memberCaller, readBody } from './bet-placing-codes';

type Answer<Res extends DefaultBodyType> = ReturnType<HttpResponseResolver<never, never, Res>>;

type Refusal = { ok: false; response: Response };

/** What the answer of a call gets: the request, the calling member (null for the guest token) and the parsed body. */
export interface SportsCall<Member, Body> {
  request: Request;
  memberId: Member;
  body: Body;
}

export interface SportsCallSteps {
  /** A refusal that must win over a body the schema refuses (a limit the schema would only call "too big", a switched-off feature). */
  before?: (request: Request) => Response | undefined | Promise<Response | undefined>;
}

function sportsCall<Member, S extends z.ZodType, Res extends DefaultBodyType>(
  identify: (request: Request) => { ok: true; memberId: Member } | Refusal,
  schema: S,
  answer: (call: SportsCall<Member, z.output<S>>) => Answer<Res>,
  steps: SportsCallSteps,
): HttpResponseResolver<never, never, Res> {
  return async ({ request }) => {
    const caller = identify(request);
    // A refusal is the provider's error envelope, whatever the call answers on success.
    if (!caller.ok) return caller.response as unknown as Answer<Res>;
    const refused = await steps.before?.(request);
    if (refused) return refused as unknown as Answer<Res>;
    const parsed = await readBody(request, schema);
    if (!parsed.ok) return parsed.response as unknown as Answer<Res>;
    return answer({ request, memberId: caller.memberId, body: parsed.body });
  };
}

/** The meta of a provider call: every one is a POST that needs no main-API session (the provider token decides). */
export const sportsPost = (path: string): RouteMeta => ({ api: 'sports', method: 'POST', path, auth: false });

/** A reading call: the guest token or a provider token (14010 for any other). */
export function asProvider<S extends z.ZodType, Res extends DefaultBodyType>(
  schema: S,
  answer: (call: SportsCall<number | null, z.output<S>>) => Answer<NoInfer<Res>>,
  steps: SportsCallSteps = {},
): HttpResponseResolver<never, never, Res> {
  return sportsCall(providerCaller, schema, answer, steps);
}

/** A betting call: a member's provider token (14009 for the guest token, 14010 for an unknown one). */
export function asMember<S extends z.ZodType, Res extends DefaultBodyType>(
  schema: S,
  answer: (call: SportsCall<number, z.output<S>>) => Answer<NoInfer<Res>>,
  steps: SportsCallSteps = {},
): HttpResponseResolver<never, never, Res> {
  return sportsCall(memberCaller, schema, answer, steps);
}
