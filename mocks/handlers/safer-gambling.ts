// The designed safer-gambling calls (openapi/main/paths/safer-gambling-designed.yaml): the limits and their
// changes (a lower limit at once, a higher one or a removal after 24 hours), the reality-check settings, the current
// session and its next check, time-outs and self-exclusion (every session of the member ends), and the statement.
import type {
  RealityCheckSettingsResponse,
  SaferGamblingBreakResponse,
  SaferGamblingLimit,
  SaferGamblingLimitChangeResponse,
  SaferGamblingLimitsResponse,
  SaferGamblingSession,
  SaferGamblingSessionResponse,
  SaferGamblingStatementResponse,
} from '@/shared/api/generated/main/model';
import { allowanceOf } from '@/shared/safer-gambling/lib/allowance';
import { breakEnd, isBreakLength } from '@/shared/safer-gambling/lib/breaks';
import { requestChange } from '@/shared/safer-gambling/lib/limit-change';
import { zonedIso } from '@/shared/safer-gambling/lib/periods';
import { isRealityCheckInterval, nextCheckAt } from '@/shared/safer-gambling/lib/reality-check';
import { db } from '../db';
import { bodyObject } from './account-shared';
import { fail, ok } from './main-envelope';
import { memberRoute } from './routes';
import { SaferGamblingCode, saferGamblingMessages } from './safer-gambling-rules';
import { statementOf } from './safer-gambling-statement';
import { currentSession, LIMIT_KEYS, limitRecord, movementsOf, saveLimit, saveSettings, settingsOf, type LimitKey } from './safer-gambling-store';

const BASE = '/api/member/safer-gambling';
const failWith = (code: number) => fail(code, saferGamblingMessages[code]);
const MIN_SESSION_MINUTES = 15;
const MAX_SESSION_MINUTES = 24 * 60;

const currencyOf = (memberId: number) => db.wallets.findFirst((q) => q.where({ memberId }))?.currency ?? 'VND';

/** One limit as the calls answer it. */
function limitView(memberId: number, key: LimitKey, now: number): SaferGamblingLimit {
  const record = limitRecord(memberId, key, now);
  const { timeZone } = settingsOf(memberId);
  const pending = { amount: record.value, pendingAmount: record.pendingValue, pendingFrom: record.pendingFrom === null ? null : zonedIso(record.pendingFrom, timeZone) };
  if (key.kind === 'session' || key.period === 'session') {
    const session = currentSession(memberId);
    const used = session ? Math.floor((now - session.createdAt) / 60_000) : 0;
    return { kind: 'session', period: 'session', ...pending, used, remaining: record.value === null ? null : Math.max(0, record.value - used), resetsAt: null };
  }
  const allowance = allowanceOf(key.kind, key.period, record.value, movementsOf(memberId), now, timeZone);
  return { kind: key.kind, period: key.period, ...pending, used: allowance.used, remaining: allowance.remaining, resetsAt: zonedIso(allowance.resetsAt, timeZone) };
}

function validLimit(body: Record<string, unknown>): { key: LimitKey; amount: number | null } | undefined {
  const key = LIMIT_KEYS.find((candidate) => candidate.kind === body.kind && candidate.period === body.period);
  const { amount } = body;
  if (!key) return undefined;
  if (amount === null) return { key, amount };
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) return undefined;
  if (key.kind === 'session' && (amount < MIN_SESSION_MINUTES || amount > MAX_SESSION_MINUTES)) return undefined;
  return { key, amount };
}

/** The session of the caller's token: its start, what it staked and returned, and its next reality check. */
function sessionView(memberId: number, token: string, now: number): SaferGamblingSession {
  const session = db.sessions.findFirst((q) => q.where({ token, kind: 'main' }));
  const start = session?.createdAt ?? now;
  const settings = settingsOf(memberId);
  const inSession = movementsOf(memberId).filter((m) => m.time >= start && m.time <= now);
  const sum = (type: 'stake' | 'return') => Math.round(inSession.filter((m) => m.type === type).reduce((total, m) => total + m.amount, 0) * 100) / 100;
  const staked = sum('stake');
  const returned = sum('return');
  const scheduled = db.realityChecks.findFirst((q) => q.where({ token }))?.nextAt;
  const next = settings.intervalMinutes === 0 ? null : (scheduled ?? nextCheckAt(start, settings.intervalMinutes));
  const sessionLimit = limitRecord(memberId, { kind: 'session', period: 'session' }, now).value;
  return {
    startedAt: zonedIso(start, settings.timeZone),
    elapsedSeconds: Math.max(0, Math.floor((now - start) / 1000)),
    staked,
    returned,
    net: Math.round((returned - staked) * 100) / 100,
    currency: currencyOf(memberId),
    intervalMinutes: settings.intervalMinutes,
    showSessionTimer: settings.showSessionTimer,
    nextCheckAt: next === null ? null : zonedIso(next, settings.timeZone),
    sessionEndsAt: sessionLimit === null ? null : zonedIso(start + sessionLimit * 60_000, settings.timeZone),
  };
}

export const saferGamblingHandlers = [
  memberRoute<never, never, SaferGamblingLimitsResponse>({ api: 'main', method: 'GET', path: `${BASE}/limits` }, ({ auth }) => {
    const memberId = auth.member.id;
    const now = Date.now();
    return ok({ timeZone: settingsOf(memberId).timeZone, currency: currencyOf(memberId), limits: LIMIT_KEYS.map((key) => limitView(memberId, key, now)) });
  }),

  memberRoute<never, never, SaferGamblingLimitChangeResponse>({ api: 'main', method: 'PUT', path: `${BASE}/limits` }, async ({ request, auth }) => {
    const memberId = auth.member.id;
    const change = validLimit(await bodyObject(request));
    if (!change) return failWith(SaferGamblingCode.badLimit);
    const now = Date.now();
    const record = limitRecord(memberId, change.key, now);
    const pending = record.pendingFrom === null ? undefined : { value: record.pendingValue, from: record.pendingFrom };
    const { state, effect } = requestChange({ value: record.value, pending }, change.amount, now);
    await saveLimit({ ...record, value: state.value, pendingValue: state.pending?.value ?? null, pendingFrom: state.pending?.from ?? null });
    return ok({ effect, limit: limitView(memberId, change.key, now) });
  }),

  memberRoute<never, never, RealityCheckSettingsResponse>({ api: 'main', method: 'GET', path: `${BASE}/reality-check` }, ({ auth }) => {
    const { intervalMinutes, showSessionTimer } = settingsOf(auth.member.id);
    return ok({ intervalMinutes, showSessionTimer });
  }),

  memberRoute<never, never, RealityCheckSettingsResponse>({ api: 'main', method: 'PUT', path: `${BASE}/reality-check` }, async ({ request, auth }) => {
    const { intervalMinutes, showSessionTimer } = await bodyObject(request);
    if (!isRealityCheckInterval(intervalMinutes) || typeof showSessionTimer !== 'boolean') return failWith(SaferGamblingCode.badInterval);
    const saved = await saveSettings(auth.member.id, { intervalMinutes, showSessionTimer });
    // A new interval starts its grid again from the session start.
    await db.realityChecks.deleteMany((q) => q.where({ token: auth.token }));
    return ok({ intervalMinutes: saved.intervalMinutes, showSessionTimer: saved.showSessionTimer });
  }),

  memberRoute<never, never, SaferGamblingSessionResponse>({ api: 'main', method: 'GET', path: `${BASE}/session` }, ({ auth }) =>
    ok(sessionView(auth.member.id, auth.token, Date.now())),
  ),

  memberRoute<never, never, SaferGamblingSessionResponse>({ api: 'main', method: 'POST', path: `${BASE}/reality-check/acknowledge` }, async ({ request, auth }) => {
    const { checkedAt } = await bodyObject(request);
    const answered = typeof checkedAt === 'string' ? Date.parse(checkedAt) : Number.NaN;
    const now = Date.now();
    const session = db.sessions.findFirst((q) => q.where({ token: auth.token, kind: 'main' }));
    const { intervalMinutes } = settingsOf(auth.member.id);
    const start = session?.createdAt ?? now;
    const next = nextCheckAt(start, intervalMinutes, Math.max(Number.isNaN(answered) ? now : answered, now));
    await db.realityChecks.deleteMany((q) => q.where({ token: auth.token }));
    if (next !== null) await db.realityChecks.create({ token: auth.token, nextAt: next });
    return ok(sessionView(auth.member.id, auth.token, now));
  }),

  memberRoute<never, never, SaferGamblingBreakResponse>({ api: 'main', method: 'POST', path: `${BASE}/break` }, async ({ request, auth }) => {
    const { kind, length, confirmed } = await bodyObject(request);
    if ((kind !== 'timeOut' && kind !== 'selfExclusion') || !isBreakLength(kind, length) || confirmed !== true) return failWith(SaferGamblingCode.badBreak);
    const memberId = auth.member.id;
    const now = Date.now();
    const { timeZone } = settingsOf(memberId);
    const until = breakEnd(length, now, timeZone);
    await db.saferGamblingBreaks.create({ memberId, kind, length, since: now, until });
    // Logged out everywhere: every main session of the member and the provider tokens issued to them end.
    const tokens = db.sessions.findMany((q) => q.where({ memberId })).map((session) => session.token);
    await db.sessions.deleteMany((q) => q.where({ memberId }));
    await db.realityChecks.deleteMany((q) => q.where({ token: (token) => tokens.includes(token) }));
    return ok({ kind, length, until: zonedIso(until, timeZone) });
  }),

  memberRoute<never, never, SaferGamblingStatementResponse>({ api: 'main', method: 'GET', path: `${BASE}/statement` }, ({ request, auth }) => {
    const period = new URL(request.url).searchParams.get('period');
    if (period !== 'day' && period !== 'week' && period !== 'month') return failWith(SaferGamblingCode.badLimit);
    return ok(statementOf(auth.member.id, period, currencyOf(auth.member.id), Date.now()));
  }),
];
