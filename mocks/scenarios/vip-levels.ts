// VIP level scenarios. vip-top-level gives the logged-in member the totals of VIP 11 before their first member call,
// so every VIP call, the member call and the badge agree: level 11, nothing left to reach, and the upgrade bonuses of
// the levels climbed to claim.
import { http, type HttpHandler } from 'msw';
import { VIP_TOP_LEVEL } from '@/shared/lib/vip-levels';
import { authenticate } from '../handlers/session';
import { ensureSeeded } from '../seed';
import { setVipHistory, totalsInsideLevel } from '../seed/vip-levels';
import { defineScenario } from './types';

/** Before the member's /api/member calls: `prepare` for the caller, then the base handlers answer. */
export function beforeMemberCalls(prefix: string, prepare: (memberId: number) => Promise<void> | void): HttpHandler {
  return http.all(`*${prefix}*`, async ({ request }) => {
    await ensureSeeded();
    const auth = authenticate(request);
    if (auth.ok) await prepare(auth.member.id);
    return undefined;
  });
}

export const vipLevelScenarios = [
  defineScenario('vip-top-level', 'The logged-in member has the totals of VIP 11: nothing left to reach, the upgrade bonuses climbed to claim.', [], () => [
    beforeMemberCalls('/api/member/', (memberId) => setVipHistory(memberId, totalsInsideLevel(VIP_TOP_LEVEL))),
  ]),
];
