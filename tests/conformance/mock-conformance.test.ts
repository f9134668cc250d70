// Runs typical flows and every scenario through the mock handlers and validates every response they produced
// against the OpenAPI response schema of its operation.
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredRoutes } from '@mocks/handlers/routes';
import { resetMockState, server, useScenario } from '@mocks/node';
import { sharedValidator } from '@mocks/openapi/validator';
import { scenarios } from '@mocks/scenarios';
import { call, WARM_UP_MS } from '@mocks/testing/client';
import { ensureSeeded, SEED_TOKENS } from '@mocks/seed';
import { settleContractChecks, takeContractViolations } from '../setup/guards';
import { accountFlow } from './account-flow';
import { addressesBusinessAgentFlow } from './addresses-business-agent-flow';
import { authScreensFlow } from './auth-screens-flow';
import { campaignsFlow } from './campaigns-flow';
import { guestFlow, memberFlow, scenarioCalls, verificationFlow } from './flows';
import { luckyWheelFlow } from './lucky-wheel-flow';
import { matchRewardsFlow } from './match-rewards-flow';
import { gameLobbyFlow } from './game-lobby-flow';
import { depositLookupsFlow, depositsFlow } from './deposits-flow';
import { transactionRecordsFlow } from './transaction-records-flow';
import { withdrawalLookupsFlow, withdrawalsFlow } from './withdrawals-flow';
import { overlayFlow } from './overlay-flow';
import { rewardsFlow } from './welfare-flow';
import { serviceFlow } from './service-flow';
import { SPORTS_FLOW_PATHS, sportsFlow } from './sports-flow';
import { betPlacingFlow } from './bet-placing-flow';
import { referralsFlow } from './referrals-flow';
import { vipLevelsFlow } from './vip-levels-flow';
import { anchorsFlow } from './anchors-flow';
import { liveNewsFlow } from './live-news-flow';
import { mastersFlow } from './masters-flow';
import { roomChatFlow } from './room-chat-flow';
import { roomsFlow } from './rooms-flow';
import { saferGamblingFlow } from './safer-gambling-flow';
import { subGamesFlow } from './sub-games-flow';

interface Exchange {
  request: Request;
  response: Response;
}

const exchanges: Exchange[] = [];
const record = ({ request, response }: Exchange) => {
  exchanges.push({ request, response: response.clone() });
};

// The file's one-time work (the seed, the handlers' first answers, the response checker's compiled schemas) runs here,
// so no flow's own limit pays for it (the first flow ran out of its 5 s doing so at load 7).
beforeAll(async () => {
  await ensureSeeded();
  sharedValidator();
  server.events.on('response:mocked', record);
}, WARM_UP_MS);
afterAll(() => server.events.removeListener('response:mocked', record));

/** Scenarios whose answers are not JSON bodies (delays only, or no response). */
const SKIPPED = new Set(['slow-network', 'network-down']);

describe('mock responses conform to the OpenAPI documents', () => {
  it('in the guest, member and verification flows', async () => {
    await guestFlow();
    await memberFlow();
    await verificationFlow();
  }, 30_000);

  it('in the account flow', accountFlow, 30_000);

  it('in the shell overlay flow', overlayFlow);

  it('in the delivery address and business agent flow', addressesBusinessAgentFlow);

  it('in the password reset flow', authScreensFlow);

  it('in the customer-service flow', serviceFlow);

  it('in the deposit order lookups', depositLookupsFlow);

  it('in the withdrawal order lookup', withdrawalLookupsFlow);

  it('in the deposit flow (channels, gift, USDT rate, orders of every route, receipt, cancel)', depositsFlow, 30_000);

  it('in the withdrawal flow (channels, limits, bank card, USDT and EBPay orders, status, confirmation)', withdrawalsFlow, 30_000);

  it('in the transaction record and fund collect flow', transactionRecordsFlow);

  it('in the home and lobby flow (home bars, banners, slot lists, entering games)', gameLobbyFlow, 30_000);

  it('in the sports flow (every sports operation the mock handles)', sportsFlow, 30_000);

  it('in the sports orders flow (parlay rows, the bettor\'s refusals, records, cash-out, reserves, mybet sums)', betPlacingFlow, 30_000);

  it('in the VIP levels and experiences flow', vipLevelsFlow);

  it('in the invite programme and prize ring flow', referralsFlow);

  it('in the promotions flow (campaigns, lucky wheel, match rewards, rewards)', async () => {
    await campaignsFlow(SEED_TOKENS.lotus888);
    await luckyWheelFlow(SEED_TOKENS.lotus888);
    await matchRewardsFlow(SEED_TOKENS.lotus888);
    await rewardsFlow(SEED_TOKENS.lotus888);
  }, 30_000);

  it('in the live streams flow (rooms, chat history, anchors, masters and plans, the dice game, news)', async () => {
    await roomsFlow();
    await roomChatFlow();
    await anchorsFlow(SEED_TOKENS.lotus888);
    await mastersFlow();
    await subGamesFlow(SEED_TOKENS.lotus888);
    await liveNewsFlow();
  }, 30_000);

  it('in the safer gambling flow (limits, reality checks, session, statement, a break)', () => saferGamblingFlow(SEED_TOKENS.lotus888, SEED_TOKENS.nomobile01));

  it.each(scenarios.filter((s) => !SKIPPED.has(s.name)).map((s) => s.name))('in the %s scenario', async (name) => {
    useScenario(name);
    await scenarioCalls();
  });

  it('every response of the run validates, and every stateful handler answered at least once', async () => {
    await resetMockState();
    const validator = sharedValidator();
    const violations = [];
    const answered = new Set<string>();
    const sportsSuccessShapes = new Set<string>();
    for (const { request, response } of exchanges) {
      const operation = validator.operationFor(request.method, request.url);
      expect(operation, `${request.method} ${request.url} is not in the OpenAPI documents`).toBeDefined();
      if (operation) answered.add(`${operation.method} ${operation.path}`);
      const violation = await validator.check(request, response);
      if (violation) violations.push(violation);
      if (operation?.api === 'sports') {
        const body = (await response.clone().json()) as { code?: unknown; message?: unknown };
        if (body.code === 0) sportsSuccessShapes.add('message' in body ? 'with message' : 'without message');
      }
    }
    expect(violations).toEqual([]);
    expect([...sportsSuccessShapes].sort()).toEqual(['with message', 'without message']);
    expect(exchanges.length).toBeGreaterThan(80);
    const unanswered = declaredRoutes().filter((r) => !answered.has(`${r.method} ${r.path}`));
    expect(unanswered).toEqual([]);
  });
});

describe('the contract check', () => {
  it('catches a malformed response through the unit-test hook', async () => {
    server.use(http.get('*/api/member/get', () => HttpResponse.json({ code: 200, msg: 'success', data: { id: 'ten', userName: 3 } })));
    await call('GET', '/api/member/get', { token: 'tk_seed_lotus888' });
    await settleContractChecks();
    const caught = takeContractViolations();
    expect(caught).toHaveLength(1);
    expect(caught[0]).toContain('GET /api/member/get (getMember)');
    expect(caught[0]).toContain('/data/id must be integer');
  });

  it('rejects wrong envelopes, wrong status codes and non-JSON bodies', async () => {
    const validator = sharedValidator();
    const balance = new Request('http://lotus.test/api/fund/wallet/member/local', { method: 'POST' });
    expect(await validator.check(balance, Response.json({ code: 200, msg: 'ok', data: { memberWallet: { balance: 1 } } }))).toMatchObject({
      message: expect.stringContaining("must have required property 'currency'"),
    });
    expect(await validator.check(balance, Response.json({ code: '200', msg: 'ok', data: null }))).toBeDefined();
    expect(await validator.check(balance, new Response('oops', { status: 500 }))).toMatchObject({ message: expect.stringContaining('HTTP 500') });
    expect(await validator.check(balance, new Response('oops', { status: 200 }))).toMatchObject({ message: 'the body is not JSON' });
    const list = new Request('http://lotus.test/v1/match/getList', { method: 'POST' });
    expect(await validator.check(list, Response.json({ code: 0, msg: 'success' }))).toBeDefined();
    expect(await validator.check(list, Response.json({ code: '0', success: true, data: null }))).toBeDefined();
    expect(await validator.check(list, Response.json({ code: 0, message: 'success', data: null }))).toBeUndefined();
    expect(await validator.check(list, Response.json({ code: 0, success: true, data: null }))).toBeUndefined();
  });

  it('has a sports-flow step for every sports-provider operation of the documents', () => {
    const documented = sharedValidator().operations.filter((op) => op.api === 'sports').map((op) => op.path);
    expect(documented.filter((path) => !SPORTS_FLOW_PATHS.includes(path))).toEqual([]);
    expect(SPORTS_FLOW_PATHS.filter((path) => !documented.includes(path))).toEqual([]);
  });

  it('maps paths with parameters to their operation', () => {
    const validator = sharedValidator();
    expect(validator.operationFor('GET', 'http://x/api/user/auth/mobile-registerCheckByCode/912345678/123456')?.operationId).toBe(
      'registerCheckByCode',
    );
    expect(validator.operationFor('POST', 'http://x/api/user/auth/mobile-registerCheckByCode/912345678/123456')).toBeUndefined();
    expect(validator.operationFor('GET', 'http://x/assets/logo.svg')).toBeUndefined();
  });
});
