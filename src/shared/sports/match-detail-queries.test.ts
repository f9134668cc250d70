import { QueryClient } from '@tanstack/react-query';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { captureEvents, answer, jsonOf } from '@/shared/api/test-helpers';
import { SportsApiError } from '@/shared/api/errors';
import { applyLivePush } from '@/shared/live/live-patches';
import { goal, liveMatch } from '@/shared/live/live-test-data';
import { clearToken, setToken } from '@/shared/session/token-store';
import { isMatchNotFound, matchDetailQuery } from './match-detail-queries';
import { LIVE_REFETCH, sportsKeys } from './sports-queries';

const DETAIL = '/v1/match/getMatchDetail';
const fail = (code: number, message: string) => () => HttpResponse.json({ code, message, success: false, data: null });
const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

afterEach(clearToken);

describe('matchDetailQuery', () => {
  it('asks for the one match and caches it under the key live pushes patch', async () => {
    const requests = answer('post', DETAIL, { code: 0, success: true, data: liveMatch(77) });
    const queryClient = client();
    const options = matchDetailQuery('en', 77);
    expect(options.queryKey).toEqual(sportsKeys.matchDetail('en', 77));
    const match = await queryClient.fetchQuery(options);
    expect(match?.id).toBe(77);
    expect(jsonOf(requests[0])).toMatchObject({ matchId: 77 });

    applyLivePush(queryClient, goal(77, [3, 1]));
    expect(queryClient.getQueryData(options.queryKey)?.nsg).toContainEqual({ pe: 1000, tyg: 5, sc: [3, 1] });
  });

  it('reads "no data" and "not found" as no match, without a toast', async () => {
    const toasts = captureEvents('toast');
    for (const code of [7, 14002]) {
      answer('post', DETAIL, fail(code, 'No data'));
      await expect(client().fetchQuery(matchDetailQuery('en', 404))).resolves.toBeNull();
    }
    answer('post', DETAIL, { code: 0, success: true, data: null });
    await expect(client().fetchQuery(matchDetailQuery('en', 404))).resolves.toBeNull();
    expect(toasts).toEqual([]);
  });

  it('rejects other failures, so the screen can offer a retry, and tells them from not found', async () => {
    const toasts = captureEvents('toast');
    answer('post', DETAIL, fail(6, 'System error'));
    const failure = await client().fetchQuery(matchDetailQuery('en', 1)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SportsApiError);
    expect(isMatchNotFound(failure)).toBe(false);
    expect(isMatchNotFound(new SportsApiError(7, '', DETAIL))).toBe(true);
    expect(toasts).toEqual([]);
  });

  it('polls for guests and only refetches slowly for a logged-in player', () => {
    const interval = matchDetailQuery('en', 1).refetchInterval as () => number;
    expect(interval()).toBe(LIVE_REFETCH.guestMatches);
    setToken('member-token');
    expect(interval()).toBe(LIVE_REFETCH.memberSafety);
  });
});
