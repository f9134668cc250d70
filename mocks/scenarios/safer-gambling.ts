// Safer-gambling scenarios. limit-reached: the logged-in member has deposited 500,000 today against a daily deposit
// limit of 500,000, so any deposit is refused. self-excluded: whoever logs in by name is self-excluded for a year
// from that moment, and the login is refused saying until when. reality-check-soon: reality checks every 15 minutes
// with the session timer shown, the first one due one minute after the session started.
import { http, type HttpHandler } from 'msw';
import { db } from '../db';
import { postLedgerEntry } from '../handlers/ledger';
import { tokenOf } from '../handlers/main-envelope';
import { authenticate } from '../handlers/session';
import { saveLimit, saveSettings, settingsOf } from '../handlers/safer-gambling-store';
import { breakEnd } from '@/shared/safer-gambling/lib/breaks';
import { ensureSeeded } from '../seed';
import { defineScenario } from './types';

const DAILY_DEPOSIT_LIMIT = 500_000;

/** Before every main-API call of a logged-in member: `prepare` for the caller, then the base handlers answer. */
function beforeMemberCalls(prepare: (memberId: number, token: string) => Promise<void>): HttpHandler {
  return http.all('*/api/*', async ({ request }) => {
    await ensureSeeded();
    const auth = authenticate(request);
    if (auth.ok) await prepare(auth.member.id, tokenOf(request));
    return undefined;
  });
}

async function useUpDailyDeposits(memberId: number): Promise<void> {
  if (db.saferGamblingLimits.findFirst((q) => q.where({ memberId, kind: 'deposit', period: 'day' }))) return;
  await postLedgerEntry({ memberId, kind: 'deposit', amount: DAILY_DEPOSIT_LIMIT, orderNo: 'SG-LIMIT-REACHED', remark: 'limit-reached' });
  await saveLimit({ memberId, kind: 'deposit', period: 'day', value: DAILY_DEPOSIT_LIMIT, pendingValue: null, pendingFrom: null });
}

async function excludeOnLogin(request: Request): Promise<void> {
  await ensureSeeded();
  const body = (await request.clone().json().catch(() => ({}))) as { userName?: unknown };
  const credential = typeof body.userName === 'string' ? db.credentials.findFirst((q) => q.where({ userName: body.userName as string })) : undefined;
  if (!credential) return;
  const { memberId } = credential;
  const now = Date.now();
  if (db.saferGamblingBreaks.findMany((q) => q.where({ memberId })).some((record) => record.until > now)) return;
  await db.saferGamblingBreaks.create({ memberId, kind: 'selfExclusion', length: '1y', since: now, until: breakEnd('1y', now, settingsOf(memberId).timeZone) });
}

async function checkSoon(memberId: number, token: string): Promise<void> {
  if (db.realityChecks.findFirst((q) => q.where({ token }))) return;
  const session = db.sessions.findFirst((q) => q.where({ token, kind: 'main' }));
  if (!session) return;
  if (settingsOf(memberId).intervalMinutes === 0) await saveSettings(memberId, { intervalMinutes: 15, showSessionTimer: true });
  await db.realityChecks.create({ token, nextAt: session.createdAt + 60_000 });
}

export const saferGamblingScenarios = [
  defineScenario('limit-reached', 'The daily deposit limit of 500,000 is used up: every deposit is refused until midnight.', [], () => [
    beforeMemberCalls((memberId) => useUpDailyDeposits(memberId)),
  ]),
  defineScenario('self-excluded', 'Whoever logs in is self-excluded for a year: the login is refused, saying until when.', [], () => [
    http.post('*/api/user/auth/account-login/v2', async ({ request }) => {
      await excludeOnLogin(request);
      return undefined;
    }),
  ]),
  defineScenario('reality-check-soon', 'Reality checks every 15 minutes with the session timer; the first is due one minute after login.', [], () => [
    beforeMemberCalls((memberId, token) => checkSoon(memberId, token)),
  ]),
];
