// Main API contract cases: member profile, wallet, sports token and the site-wide reference calls.
import { MatchersV3 as M } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { getCountryCodeList, getVerificationDomainType } from '@/shared/api/generated/main/auth/auth';
import { getSportsToken } from '@/shared/api/generated/main/game/game';
import { getMember } from '@/shared/api/generated/main/member/member';
import { querySiteMaintenance } from '@/shared/api/generated/main/operation/operation';
import { getBalance } from '@/shared/api/generated/main/wallet/wallet';
import { setMainApiBaseUrl } from '@/shared/api/main-client';
import { asGuest, asMember, EXAMPLE_SPORTS_TOKEN, SEED_MEMBER, SEED_TOKEN } from '../support/client-state';
import type { ContractCase } from '../support/contract-case';
import { mainSuccess } from '../support/envelopes';
import { commonHeaders, jsonHeaders, memberHeaders } from '../support/headers';
import { memberProfile } from '../support/member-profile';
import { STATE } from '../support/states';

const TIME = '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$';
const LOCKED_TOKEN = 'tk_3c9e07aa51d2b6f0';

export const mainSiteCases: ContractCase[] = [
  {
    name: 'member get returns the profile of the logged-in member',
    run: (pact) =>
      pact
        .addInteraction()
        .given(STATE.loggedIn)
        .uponReceiving('a request for the profile of lotus888')
        .withRequest('GET', '/api/member/get', (b) => b.headers(memberHeaders()))
        .willRespondWith(200, (b) => b.jsonBody(mainSuccess(memberProfile({ id: 10001, userName: SEED_MEMBER, status: [] }))))
        .executeTest(async (mock) => {
          asMember(SEED_TOKEN, SEED_MEMBER);
          setMainApiBaseUrl(mock.url);
          const result = await getMember();
          expect(result.data).toMatchObject({ id: 10001, userName: SEED_MEMBER, vipLevel: 2, status: [] });
        }),
  },
  {
    name: 'member get flags a locked deposit with status "2"',
    run: (pact) =>
      pact
        .addInteraction()
        .given(STATE.depositLocked)
        .uponReceiving('a request for the profile of lockeddp01')
        .withRequest('GET', '/api/member/get', (b) => b.headers(memberHeaders({ token: LOCKED_TOKEN, userName: 'lockeddp01' })))
        .willRespondWith(200, (b) =>
          b.jsonBody(mainSuccess(memberProfile({ id: 10002, userName: 'lockeddp01', status: M.arrayContaining('2') }))),
        )
        .executeTest(async (mock) => {
          asMember(LOCKED_TOKEN, 'lockeddp01');
          setMainApiBaseUrl(mock.url);
          const result = await getMember();
          expect(result.data?.userName).toBe('lockeddp01');
          expect(result.data?.status).toContain('2');
        }),
  },
  {
    name: 'balance returns the member wallet',
    run: (pact) =>
      pact
        .addInteraction()
        .given(STATE.loggedIn)
        .uponReceiving('a request for the wallet balance of lotus888')
        .withRequest('POST', '/api/fund/wallet/member/local', (b) => b.headers(memberHeaders()))
        .willRespondWith(200, (b) =>
          b.jsonBody(mainSuccess({ memberWallet: { balance: M.number(1250000), currency: M.like('VND'), frozenAmount: M.number(0) } })),
        )
        .executeTest(async (mock) => {
          asMember(SEED_TOKEN, SEED_MEMBER);
          setMainApiBaseUrl(mock.url);
          const result = await getBalance();
          expect(result.data?.memberWallet).toEqual({ balance: 1250000, currency: 'VND', frozenAmount: 0 });
        }),
  },
  {
    name: 'sports token returns the provider token and API address',
    run: (pact) =>
      pact
        .addInteraction()
        .given(STATE.loggedIn)
        .uponReceiving('a request for the sports provider token of lotus888')
        .withRequest('POST', '/api/game/bet/cSports/token', (b) => b.headers(memberHeaders()))
        .willRespondWith(200, (b) =>
          b.jsonBody(
            mainSuccess({
              token: M.regex('^\\S+$', EXAMPLE_SPORTS_TOKEN),
              apiServerAddress: M.regex('^https?://\\S+$', 'https://sports-api.lotus.example'),
            }),
          ),
        )
        .executeTest(async (mock) => {
          asMember(SEED_TOKEN, SEED_MEMBER);
          setMainApiBaseUrl(mock.url);
          const result = await getSportsToken();
          expect(result.data).toMatchObject({ token: EXAMPLE_SPORTS_TOKEN, apiServerAddress: 'https://sports-api.lotus.example' });
        }),
  },
  {
    name: 'maintenance detail of an open site has status "0"',
    run: (pact) =>
      pact
        .addInteraction()
        .given(STATE.siteOpen)
        .uponReceiving('a query for the site-wide maintenance while the site is open')
        .withRequest('POST', '/api/operation/siteMain/queryDetail', (b) => b.headers(jsonHeaders(commonHeaders())).jsonBody({ point: '1' }))
        .willRespondWith(200, (b) => b.jsonBody(mainSuccess({ status: '0', point: M.like('') })))
        .executeTest(async (mock) => {
          asGuest();
          setMainApiBaseUrl(mock.url);
          const result = await querySiteMaintenance({ point: '1' });
          expect(result.data).toMatchObject({ status: '0' });
        }),
  },
  {
    name: 'maintenance detail during maintenance has status "1", the site point and the time window',
    run: (pact) =>
      pact
        .addInteraction()
        .given(STATE.siteUnderMaintenance)
        .uponReceiving('a query for the site-wide maintenance while the site is under maintenance')
        .withRequest('POST', '/api/operation/siteMain/queryDetail', (b) => b.headers(jsonHeaders(commonHeaders())).jsonBody({ point: '1' }))
        .willRespondWith(200, (b) =>
          b.jsonBody(
            mainSuccess({
              status: '1',
              point: M.regex('^(.*,)?1(,.*)?$', '1,2'),
              title: M.like('Bảo trì hệ thống'),
              content: M.like('Hệ thống đang được nâng cấp.'),
              startTime: M.regex(TIME, '2026-11-23 02:00:00'),
              endTime: M.regex(TIME, '2026-11-23 04:00:00'),
            }),
          ),
        )
        .executeTest(async (mock) => {
          asGuest();
          setMainApiBaseUrl(mock.url);
          const result = await querySiteMaintenance({ point: '1' });
          expect(result.data).toMatchObject({ status: '1', point: '1,2', startTime: '2026-11-23 02:00:00', endTime: '2026-11-23 04:00:00' });
        }),
  },
  {
    name: 'verification domain type names the human check of this domain',
    run: (pact) =>
      pact
        .addInteraction()
        .given(STATE.slideCaptcha)
        .uponReceiving('a request for the verification type of the domain')
        .withRequest('GET', '/api/user/auth/get/verification/domainType', (b) => b.headers(commonHeaders()))
        .willRespondWith(200, (b) => b.jsonBody(mainSuccess(1)))
        .executeTest(async (mock) => {
          asGuest();
          setMainApiBaseUrl(mock.url);
          expect(await getVerificationDomainType()).toEqual({ code: 200, msg: 'success', data: 1 });
        }),
  },
  {
    name: 'country code list gives dialling codes and local number lengths',
    run: (pact) =>
      pact
        .addInteraction()
        .given(STATE.countriesConfigured)
        .uponReceiving('a request for the country code list')
        .withRequest('GET', '/api/user/countrycode/list', (b) => b.headers(commonHeaders()))
        .willRespondWith(200, (b) =>
          b.jsonBody(
            mainSuccess(
              M.eachLike({
                id: M.integer(1),
                countryCode: M.regex('^[A-Z]{2,3}$', 'VN'),
                areaCode: M.regex('^\\+\\d{1,4}$', '+84'),
                countryName: M.like('Việt Nam'),
                phoneLength: M.integer(9),
              }),
            ),
          ),
        )
        .executeTest(async (mock) => {
          asGuest();
          setMainApiBaseUrl(mock.url);
          const result = await getCountryCodeList();
          expect(result.data?.[0]).toEqual({ id: 1, countryCode: 'VN', areaCode: '+84', countryName: 'Việt Nam', phoneLength: 9 });
        }),
  },
];
