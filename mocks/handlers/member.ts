// The member's profile, wallet balance, site maintenance and the sports-provider token.
import type {
  BalanceResponse,
  SiteMaintenanceResponse,
  SportsTokenResponse,
  UserInfoResponse,
  MemberWallet,
} from '@/shared/api/generated/main/model';
import { db } from '../db';
import { ok } from './main-envelope';
import { route } from './routes';
import { authenticate, newToken } from './session';

export function walletOf(memberId: number): MemberWallet {
  const wallet = db.wallets.findFirst((q) => q.where({ memberId }));
  return { balance: wallet?.balance ?? 0, currency: wallet?.currency ?? 'VND', frozenAmount: wallet?.frozenAmount ?? 0 };
}

/** The origin a request was sent to; the provider token points the app back at this same mock. */
const originOf = (request: Request): string => new URL(request.url).origin;

export const memberHandlers = [
  route<never, never, UserInfoResponse>(
    { api: 'main', method: 'GET', path: '/api/member/get', auth: true },
    ({ request }) => {
      const auth = authenticate(request);
      return auth.ok ? ok(auth.member) : auth.response;
    },
  ),

  route<never, never, BalanceResponse>(
    { api: 'main', method: 'POST', path: '/api/fund/wallet/member/local', auth: true },
    ({ request }) => {
      const auth = authenticate(request);
      return auth.ok ? ok({ memberWallet: walletOf(auth.member.id) }) : auth.response;
    },
  ),

  route<never, never, SiteMaintenanceResponse>(
    { api: 'main', method: 'POST', path: '/api/operation/siteMain/queryDetail', auth: false },
    () => ok(db.maintenance.findFirst() ?? { status: '0', point: '' }),
  ),

  route<never, never, SportsTokenResponse>(
    { api: 'main', method: 'POST', path: '/api/game/bet/cSports/token', auth: true },
    async ({ request }) => {
      const auth = authenticate(request);
      if (!auth.ok) return auth.response;
      const token = newToken('fbm_');
      await db.sessions.create({ token, kind: 'sports', memberId: auth.member.id, parentToken: auth.token, createdAt: Date.now() });
      const origin = originOf(request);
      return ok({ token, apiServerAddress: origin, domain: origin.replace(/^http/, 'ws') });
    },
  ),
];
