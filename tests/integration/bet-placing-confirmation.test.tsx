import { QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { server, useScenario } from '@mocks/node';
import { db } from '@mocks/db';
import type { OpenPick } from '@mocks/handlers/bet-placing-test-client';
import { liveSocket } from '@mocks/socket/ws-handler';
import type { ClientMessage } from '@/shared/api/generated/socket/messages';
import { getGetStakeOrderStatusUrl, getPlaceSingleBetsUrl, getQuoteBetSlipUrl } from '@/shared/api/generated/sports/order/order';
import { getCartItems } from '@/shared/bet-cart/cart-store';
import { placeBets } from '@/features/betting/bet-placing/place-bets';
import { i18n, initI18n } from '@/shared/i18n';
import { getLiveSocket } from '@/shared/live/live-socket';
import { getBetNotification } from '@/shared/ui/notification/bet-notification';
import { countRequests } from '../support/requests';
import { signIn } from '../support/session';
import { addToCart, leg, lotusOrders, preMatch, single, usePlacingHarness } from './bet-placing-harness';

/**
 * The parts of placing around the bet call: the matchGoalInfo sent over the live socket first (SPEC.md section 7),
 * and a confirmation that takes longer than the player is kept waiting (the slow-confirmation scenario), after which
 * placing the same selections again follows the orders already made instead of sending a second bet.
 */
usePlacingHarness();

const SLOW = { timeout: 20_000 };
const context = (timeoutMs = 60_000) => ({ queryClient: new QueryClient(), toLogin: () => undefined, confirmTiming: { pollMs: 200, timeoutMs } });

beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n('en');
  else await i18n.changeLanguage('en');
});

describe('confirmation taking long', () => {
  it('tells the player the bet is still being confirmed, then resumes following it instead of sending it again', SLOW, async () => {
    useScenario('slow-confirmation');
    signIn('lotus888');
    const [pick] = preMatch() as [OpenPick];
    addToCart([pick]);
    const request = single([pick], 100);
    const sent = countRequests(server, getPlaceSingleBetsUrl());
    const quotes = countRequests(server, getQuoteBetSlipUrl());
    const polls = countRequests(server, getGetStakeOrderStatusUrl());
    const before = new Set(lotusOrders().map((o) => o.id));

    const first = await placeBets(request, context(1500));

    expect(first).toEqual({ kind: 'done', ok: false, accepted: [], rejected: [] });
    expect(getBetNotification()).toMatchObject({ ok: false, message: i18n.t('notification.pending', { ns: 'bet-placing' }) });
    expect(getCartItems()).toHaveLength(1);
    expect(polls()).toBeGreaterThanOrEqual(3);

    // The provider confirms the held order now; the player taps place again, even with another stake.
    const [order] = lotusOrders().filter((o) => !before.has(o.id));
    if (!order) throw new Error('No order was made');
    await db.sportsOrders.update((q) => q.where({ id: order.id }), { data: (bet) => void (bet.confirmAt = Date.now()) });
    const second = await placeBets(single([pick], 500), context());

    expect(second).toEqual({ kind: 'done', ok: true, accepted: [pick.marketId], rejected: [] });
    expect(sent()).toBe(1);
    expect(quotes()).toBe(1);
    expect(lotusOrders()).toHaveLength(before.size + 1);
    expect(getCartItems()).toEqual([]);
  });
});

describe('matchGoalInfo before the bet', () => {
  it("sends the bet's match ids over the live socket (source betSlip) before asking for the fresh quote", SLOW, async () => {
    const events: string[] = [];
    const frames: ClientMessage[] = [];
    server.use(
      liveSocket.addEventListener('connection', ({ client }) => {
        client.addEventListener('message', (event) => {
          const frame = JSON.parse(String(event.data)) as ClientMessage;
          frames.push(frame);
          if (frame.businessType === 'matchGoalInfo' && frame.businessContent.source === 'betSlip') events.push('matchGoalInfo');
        });
      }),
    );
    const onRequest = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === getQuoteBetSlipUrl()) events.push('quote');
    };
    server.events.on('request:start', onRequest);
    onTestFinished(() => void server.events.removeListener('request:start', onRequest));
    signIn('lotus888');
    const socket = getLiveSocket();
    await expect.poll(() => socket.state.get(), { timeout: 8000, interval: 100 }).toBe('connected');
    const [first, second] = preMatch() as [OpenPick, OpenPick];

    const result = await placeBets({ kind: 'multiple', legs: [leg(first), leg(second)], series: [{ sn: 2, unitStake: 20 }] }, context());

    expect(result).toMatchObject({ kind: 'done', ok: true });
    await expect.poll(() => events.slice(0, 2)).toEqual(['matchGoalInfo', 'quote']);
    expect(frames).toContainEqual({ businessType: 'matchGoalInfo', businessContent: { source: 'betSlip' }, fbId: `${first.matchId},${second.matchId}` });
  });
});
