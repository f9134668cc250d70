// The member's profile, wallet balance (the sum of the funds ledger), site maintenance and the sports-provider token.
import type {
  BalanceResponse,
  SiteMaintenanceResponse,
  SportsTokenResponse,
  UserInfoResponse,
  MemberWallet,
} from '@/shared/api/generated/main/model';
import { db } from '../db';
import { ledgerBalance } from './ledger';
import { ok } from './main-envelope';
import { memberRoute, route } from './routes';
import { newToken } from './session';
import { settleDueOrders } from './sports-settlement';
import { syncVipLevel } from './vip-levels-progress';

export function walletOf(memberId: number): MemberWallet {
  const wallet = db.wallets.findFirst((q) => q.where({ memberId }));
  return { balance: ledgerBalance(memberId), currency: wallet?.currency ?? 'VND', frozenAmount: wallet?.frozenAmount ?? 0 };
}

/** The origin a request was sent to; the provider token points the app back at this same mock. */
const originOf = (request: Request): string => new URL(request.url).origin;

export const memberHandlers = [
  memberRoute<never, never, UserInfoResponse>(
    { api: 'main', method: 'GET', path: '/api/member/get' },
    // The level follows the member's deposits and bets (vip-levels-progress.ts).
    async ({ auth }) => ok((await syncVipLevel(auth.member.id)) ?? auth.member),
  ),

  memberRoute<never, never, BalanceResponse>(
    { api: 'main', method: 'POST', path: '/api/fund/wallet/member/local' },
    // Bets on matches that ended while nothing drove the live hub are paid before the balance is read.
    async ({ auth }) => {
      await settleDueOrders(Date.now(), auth.member.id);
      return ok({ memberWallet: walletOf(auth.member.id) });
    },
  ),

  route<never, never, SiteMaintenanceResponse>(
    { api: 'main', method: 'POST', path: '/api/operation/siteMain/queryDetail', auth: false },
    () => ok(db.maintenance.findFirst() ?? { status: '0', point: '' }),
  ),

  memberRoute<never, never, SportsTokenResponse>(
    { api: 'main', method: 'POST', path: '/api/game/bet/cSports/token' },
    async ({ request, auth }) => {
      const token = newToken('fbm_');
      await db.sessions.create({ token, kind: 'sports', memberId: auth.member.id, parentToken: auth.token, createdAt: Date.now() });
      const origin = originOf(request);
      return ok({ token, apiServerAddress: origin, domain: origin.replace(/^http/, 'ws') });
    },
  ),
];
