// Safer gambling through the mock backend for the conformance test: the limits (lowered now, raised later, refused),
// the reality-check settings, the session and its acknowledgement, the statement, and a break with its refusal. The
// break ends the member's sessions, so it is taken by another member than the flows' own.
import { call } from '@mocks/testing/client';

const BASE = '/api/member/safer-gambling';

export async function saferGamblingFlow(token: string, breakToken: string): Promise<void> {
  await call('GET', `${BASE}/limits`, { token });
  for (const amount of [300_000, 800_000, -1]) {
    await call('PUT', `${BASE}/limits`, { token, body: { kind: 'deposit', period: 'day', amount } });
  }
  await call('GET', `${BASE}/reality-check`, { token });
  await call('PUT', `${BASE}/reality-check`, { token, body: { intervalMinutes: 15, showSessionTimer: true } });
  await call('PUT', `${BASE}/reality-check`, { token, body: { intervalMinutes: 7, showSessionTimer: true } });
  const session = (await call('GET', `${BASE}/session`, { token })) as { data?: { nextCheckAt?: string } };
  await call('POST', `${BASE}/reality-check/acknowledge`, { token, body: { checkedAt: session.data?.nextCheckAt ?? '2026-11-28T20:30:00+07:00' } });
  for (const period of ['day', 'week', 'month']) await call('GET', `${BASE}/statement?period=${period}`, { token });
  await call('POST', `${BASE}/break`, { token: breakToken, body: { kind: 'timeOut', length: '1h', confirmed: true } });
  await call('POST', `${BASE}/break`, { token: breakToken, body: { kind: 'timeOut', length: '7d', confirmed: true } });
}
