import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { server } from '@mocks/node';
import { startEarlyCall } from '@/shared/api/early-calls';
import { getGetMatchDetailUrl, getMatchDetail, getMatchList } from '@/shared/api/generated/sports/match/match';
import { joinUrl } from '@/shared/api/main-headers';
import { withProviderFields } from '@/shared/api/sports-body';
import { resolveSportsGuestApiUrl } from '@/shared/config/env';
import { MATCH_DETAIL_PATH } from '@/features/sportsbook/match-detail/match-call';

afterEach(() => {
  window.__lotusEarlyCalls = undefined;
});

/** Counts the match detail calls that reach the mock backend (its own handler answers them). */
function countSent(): { count: number } {
  const sent = { count: 0 };
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === MATCH_DETAIL_PATH) sent.count += 1;
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return sent;
}

/** The match detail call as the boot script starts it for a guest (src/app/boot/first-screen-calls.ts). */
const startAsBoot = (matchId: number) =>
  startEarlyCall(
    'POST',
    joinUrl(resolveSportsGuestApiUrl(), MATCH_DETAIL_PATH),
    { 'Content-Type': 'application/json', Authorization: '' },
    withProviderFields(JSON.stringify({ matchId })) as string,
  );

describe('the match detail call started with the page', () => {
  it('asks what the generated client asks', () => {
    expect(getGetMatchDetailUrl()).toBe(MATCH_DETAIL_PATH);
  });

  it('the sports client takes its answer for the same match, and asks again for another', async () => {
    const [first, second] = (await getMatchList({ type: 1, sportId: 1, size: 2 })).data?.records ?? [];
    if (!first || !second) throw new Error('the mock has no two live matches');
    const sent = countSent();
    void startAsBoot(first.id);
    await expect(getMatchDetail({ matchId: first.id })).resolves.toMatchObject({ data: { id: first.id } });
    expect(sent.count).toBe(1);
    expect(window.__lotusEarlyCalls).toEqual([]);

    void startAsBoot(first.id);
    await expect(getMatchDetail({ matchId: second.id })).resolves.toMatchObject({ data: { id: second.id } });
    expect(sent.count).toBe(3);
    expect(window.__lotusEarlyCalls).toHaveLength(1);
  });
});
