// Sports provider contract cases: the match list and the match counts, called with the member's provider session.
import { MatchersV3 as M } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { getMatchList, getStatistical } from '@/shared/api/generated/sports/match/match';
import { asMember, EXAMPLE_SPORTS_TOKEN, SEED_MEMBER, SEED_TOKEN, withSportsSession } from '../support/client-state';
import type { ContractCase } from '../support/contract-case';
import { sportsSuccess } from '../support/envelopes';
import { sportsHeaders } from '../support/headers';
import { STATE } from '../support/states';

/** Fields the client adds to every provider body: odds change preference, VND (1000) and Vietnamese. */
const providerFields = { oddsChange: M.integer(1), currencyId: 1000, languageType: M.regex('^(CMN|VIE|ENG)$', 'VIE') };

const option = { ty: M.integer(1), na: M.like('Hà Nội FC'), od: M.number(1.95) };
const market = { id: M.integer(41954110), ss: M.integer(1), op: M.atLeastLike(option, 1, 2) };
const matchRecord = {
  id: M.integer(3108437),
  bt: M.integer(1763866800000),
  ms: M.integer(5),
  sid: 1,
  ty: M.integer(2),
  lg: { id: M.integer(10185), na: M.like('V.League 1') },
  ts: M.atLeastLike({ id: M.integer(50311), na: M.like('Hà Nội FC') }, 2, 2),
  mc: { pe: M.integer(1002) },
  nsg: M.atLeastLike({ pe: M.integer(1000), tyg: M.integer(5), sc: M.eachLike(M.integer(1), 2) }, 0, 1),
  mg: M.atLeastLike({ mty: M.integer(1000), pe: M.integer(1001), mks: M.atLeastLike(market, 1, 1) }, 0, 1),
};

export const sportsCases: ContractCase[] = [
  {
    name: 'match list returns a page of live soccer matches with leagues, teams, scores and odds',
    run: (pact) =>
      pact
        .addInteraction()
        .given(STATE.sportsSession)
        .uponReceiving('a request for the first page of live soccer matches ordered by league')
        .withRequest('POST', '/v1/match/getList', (b) =>
          b.headers(sportsHeaders(EXAMPLE_SPORTS_TOKEN)).jsonBody({ ...providerFields, size: 50, current: 1, type: 1, sportId: 1, orderBy: 1 }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody(
            sportsSuccess({
              current: 1,
              size: M.integer(50),
              total: M.integer(1),
              pageTotal: M.integer(1),
              records: M.eachLike(matchRecord),
            }),
          ),
        )
        .executeTest(async (mock) => {
          asMember(SEED_TOKEN, SEED_MEMBER);
          withSportsSession(mock.url, EXAMPLE_SPORTS_TOKEN);
          const result = await getMatchList({ size: 50, current: 1, type: 1, sportId: 1, orderBy: 1 });
          expect(result.code).toBe(0);
          expect(result.data?.total).toBe(1);
          const [match] = result.data?.records ?? [];
          expect(match).toMatchObject({ id: 3108437, sid: 1, lg: { na: 'V.League 1' } });
          expect(match?.ts.map((team) => team.na)).toEqual(['Hà Nội FC', 'Hà Nội FC']);
          expect(match?.mg[0]?.mks[0]?.op[0]?.od).toBe(1.95);
        }),
  },
  {
    name: 'statistical returns match counts per play type and sport',
    run: (pact) =>
      pact
        .addInteraction()
        .given(STATE.sportsSession)
        .uponReceiving('a request for the match counts of ball sports')
        .withRequest('POST', '/v1/match/statistical', (b) => b.headers(sportsHeaders(EXAMPLE_SPORTS_TOKEN)).jsonBody({ ...providerFields, sportTypes: [1] }))
        .willRespondWith(200, (b) =>
          b.jsonBody(
            sportsSuccess({
              tc: M.integer(1687),
              sl: M.eachLike({ ty: M.integer(1), tc: M.integer(96), ssl: M.atLeastLike({ sid: M.integer(1), c: M.integer(41) }, 0, 1) }),
            }),
          ),
        )
        .executeTest(async (mock) => {
          asMember(SEED_TOKEN, SEED_MEMBER);
          withSportsSession(mock.url, EXAMPLE_SPORTS_TOKEN);
          const result = await getStatistical({ sportTypes: [1] });
          expect(result.code).toBe(0);
          expect(result.data?.tc).toBe(1687);
          expect(result.data?.sl[0]).toEqual({ ty: 1, tc: 96, ssl: [{ sid: 1, c: 41 }] });
        }),
  },
];
