import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { override } from '@mocks/handlers/routes';
import { sportsFail } from '@mocks/handlers/sports-envelope';
import { openPicks, useBettingTestData, type OpenPick } from '@mocks/handlers/bet-placing-test-client';
import { getGetStakeOrderStatusUrl } from '@/shared/api/generated/sports/order/order';
import { placeBets, resetPlacing } from '@/features/betting/bet-placing/place-bets';
import type { PlaceRequest } from '@/features/betting/bet-placing/lib/place-types';
import { i18n, initI18n } from '@/shared/i18n';
import { clearToken } from '@/shared/session/token-store';
import { countRequests, stopRecording } from '../support/requests';
import { signIn } from '../support/session';
import { recordToasts, stopToastRecorders } from '../support/toasts';

/**
 * Every provider code a bettor can meet (sports-provider-facts §6) reaches the player as its own translated message,
 * in every language, instead of the provider's English text; an unknown code gets the general message.
 */
useBettingTestData();

const CODES = [3000, 3001, 3002, 3003, 3005, 3006, 3007, 3009, 3010, 3011, 3020, 14063, 14090, 6043] as const;

const EXPECTED_EN: Record<(typeof CODES)[number] | 9999, string> = {
  3000: 'The bet could not be placed. Please try again.',
  3001: 'Your balance is too low for this stake.',
  3002: 'This market is closed.',
  3003: 'The odds have changed. Check the new odds and place the bet again.',
  3005: 'The stake is below the minimum.',
  3006: 'The stake is above the maximum for this match.',
  3007: "You have reached today's stake limit.",
  3009: 'Too many selections in one multiple.',
  3010: 'One of the selections cannot be used in a multiple.',
  3011: 'Selections from the same match cannot be combined.',
  3020: 'The stake is above the maximum for this market.',
  14063: 'Only single bets can be cashed out here.',
  14090: 'Too many selections.',
  6043: 'The return has changed because the score was updated. Please try again.',
  9999: 'The bet could not be placed. Please try again.',
};

const context = () => ({ queryClient: new QueryClient(), toLogin: () => undefined });

function refuseWith(code: number) {
  const paths = ['/v1/order/bet/singlePass', '/v1/order/betMultiple'];
  server.use(...paths.map((path) => override({ method: 'POST', path }, () => sportsFail(code, `Provider text ${code}`))));
}

function requestOf(kind: 'single' | 'multiple'): PlaceRequest {
  const [first, second] = openPicks((match) => match.ms === 4 && match.ty === 2) as [OpenPick, OpenPick];
  const leg = (pick: OpenPick) => ({ matchId: pick.matchId, marketId: pick.marketId, optionType: pick.optionType, odds: pick.od });
  return kind === 'single'
    ? { kind, bets: [{ leg: leg(first), stake: 100 }] }
    : { kind, legs: [leg(first), leg(second)], series: [{ sn: 2, unitStake: 50 }] };
}

beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n('en');
});

afterEach(async () => {
  stopRecording();
  stopToastRecorders();
  resetPlacing();
  clearToken();
  await i18n.changeLanguage('en');
});

describe('provider codes while placing', () => {
  it.each([...CODES, 9999] as const)('code %s: the translated message, no provider text toasted, nothing polled', async (code) => {
    signIn('lotus888');
    refuseWith(code);
    const toasts = recordToasts();
    const polls = countRequests(server, getGetStakeOrderStatusUrl());

    for (const kind of ['single', 'multiple'] as const) {
      expect(await placeBets(requestOf(kind), context())).toEqual({ kind: 'error', message: EXPECTED_EN[code] });
    }
    expect(toasts.shown).toEqual([]);
    expect(polls()).toBe(0);
  });

  it.each(['vi', 'zh-cn', 'th'] as const)('in %s each code has its own message, different from English and from the general one', async (language) => {
    await i18n.changeLanguage(language);
    signIn('lotus888');
    const fallback = i18n.t('fallback', { ns: 'bet-placing' });
    const seen = new Set<string>();
    for (const code of CODES.filter((c) => c !== 3000)) {
      server.resetHandlers();
      refuseWith(code);
      const result = await placeBets(requestOf('single'), context());
      if (result.kind !== 'error') throw new Error(`code ${code} answered ${result.kind}`);
      expect(result.message).not.toBe(EXPECTED_EN[code]);
      expect(result.message).not.toBe(fallback);
      seen.add(result.message);
    }
    expect(seen.size).toBe(CODES.length - 1);
  });
});
