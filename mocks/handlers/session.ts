// Sessions: tokens issued at login, resolved from the Authorization header, dropped at logout.
import type { UserInfo } from '@/shared/api/generated/main/model';
import { db } from '../db';
import { runtime } from '../db/runtime';
import type { SessionRecord } from '../db/mock-schemas';
import { fail, MainCode, tokenOf } from './main-envelope';

/** A fresh token with a recognisable prefix (`tk_` main sessions, `fbm_` provider tokens). */
export function newToken(prefix: string): string {
  for (;;) {
    const token = `${prefix}${runtime.random.chars(16, '0123456789abcdef')}`;
    if (!db.sessions.findFirst((q) => q.where({ token }))) return token;
  }
}

export async function startSession(memberId: number): Promise<string> {
  const token = newToken('tk_');
  await db.sessions.create({ token, kind: 'main', memberId, parentToken: '', createdAt: Date.now() });
  return token;
}

export function findSession(token: string, kind: SessionRecord['kind']): SessionRecord | undefined {
  if (token === '') return undefined;
  return db.sessions.findFirst((q) => q.where({ token, kind }));
}

export function findMember(id: number): UserInfo | undefined {
  return db.members.findFirst((q) => q.where({ id }));
}

export type Authenticated =
  | { ok: true; member: UserInfo; token: string }
  | { ok: false; response: ReturnType<typeof fail> };

/** The member behind the request's main-API token; 10009 when there is none. */
export function authenticate(request: Request): Authenticated {
  const token = tokenOf(request);
  const session = findSession(token, 'main');
  const member = session ? findMember(session.memberId) : undefined;
  if (!member) return { ok: false, response: fail(MainCode.expired) };
  return { ok: true, member, token };
}

/** Ends a main session and every provider token issued to it. */
export function endSession(token: string): void {
  db.sessions.deleteMany((q) => q.where({ token }).or({ parentToken: token }));
}
