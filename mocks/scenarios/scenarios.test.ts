import { describe, expect, it, vi } from 'vitest';
import { activeScenario, useScenario } from '../node';
import { SEED_TOKENS } from '../seed';
import { call, login, type Json } from '../testing/client';
import { scenarioFromSearch, scenarios } from './index';

const token = SEED_TOKENS.lotus888;

describe('scenario catalogue', () => {
  it('has unique names and one-line descriptions', () => {
    const names = scenarios.map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
    for (const s of scenarios) expect(s.description).toMatch(/^[^\n]+$/);
    expect(names).toEqual(expect.arrayContaining([
      'default', 'session-expired', 'repeat-login', 'site-maintenance', 'sports-maintenance', 'sports-token-expired',
      'deposit-locked', 'withdraw-locked', 'slow-network', 'network-down', 'warning', 'silent-failure',
    ]));
  });

  it('picks a scenario from a URL query', () => {
    expect(scenarioFromSearch('?scenario=warning')?.name).toBe('warning');
    expect(scenarioFromSearch('?scenario=nope')).toBeUndefined();
  });

  it('refuses unknown names', () => {
    expect(() => useScenario('nope')).toThrow(/Unknown mock scenario/);
  });
});

describe('main API scenarios', () => {
  it('session-expired answers 10009 on session calls only', async () => {
    useScenario('session-expired');
    expect(activeScenario()).toBe('session-expired');
    expect((await call('GET', '/api/member/get', { token })).code).toBe(10009);
    expect((await call('POST', '/api/game/bet/cSports/token', { token })).code).toBe(10009);
    expect((await call('GET', '/api/user/countrycode/list')).code).toBe(200);
  });

  it('repeat-login answers 10018', async () => {
    useScenario('repeat-login');
    expect((await call('POST', '/api/fund/wallet/member/local', { token })).code).toBe(10018);
  });

  it('the reset after each test drops the scenario', async () => {
    expect(activeScenario()).toBe('default');
    expect((await call('GET', '/api/member/get', { token })).code).toBe(200);
  });

  it('warning answers 1009000037 and still carries the wallet', async () => {
    useScenario('warning');
    const answer = await call('POST', '/api/fund/wallet/member/local', { token });
    expect(answer.code).toBe(1009000037);
    expect(answer.data.memberWallet.balance).toBe(1_250_000);
  });

  it('silent-failure answers 1006000117 on member get', async () => {
    useScenario('silent-failure');
    expect(await call('GET', '/api/member/get', { token })).toMatchObject({ code: 1006000117, data: null });
  });

  it('deposit-locked and withdraw-locked add the status flags', async () => {
    useScenario('deposit-locked');
    expect((await call('GET', '/api/member/get', { token: await login() })).data.status).toEqual(['2']);
    useScenario('withdraw-locked');
    expect((await call('GET', '/api/member/get', { token })).data.status).toEqual(['3']);
  });

  it("site-maintenance answers status '1' with point '1,2'", async () => {
    useScenario('site-maintenance');
    const { data } = await call('POST', '/api/operation/siteMain/queryDetail', { body: { point: '1' } });
    expect(data).toMatchObject({ status: '1', point: '1,2' });
    expect(data.startTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('server-error answers a generic failure code on main calls', async () => {
    useScenario('server-error');
    const answer = await call('GET', '/api/user/countrycode/list');
    expect(answer.code).not.toBe(200);
    expect(answer.data).toBeNull();
  });

  it('network-down makes every call fail at the network level', async () => {
    useScenario('network-down');
    await expect(fetch('http://lotus.test/api/user/countrycode/list')).rejects.toThrow();
    await expect(fetch('http://lotus.test/v1/match/statistical', { method: 'POST', body: '{}' })).rejects.toThrow();
  });
});

describe('sports scenarios', () => {
  it('sports-maintenance answers code 8 with the window in the message', async () => {
    useScenario('sports-maintenance');
    for (const path of ['/v1/match/statistical', '/v1/match/getList']) {
      const answer = await call('POST', path, { body: { size: 10 } });
      expect(answer.code).toBe(8);
      const [, start, end] = /\[(\d{13})-(\d{13})\]/.exec(answer.message) ?? [];
      expect(Number(end)).toBeGreaterThan(Number(start));
    }
  });

  it('sports-token-expired answers 14010 once, then normally', async () => {
    useScenario('sports-token-expired');
    expect((await call('POST', '/v1/match/statistical', { body: {} })).code).toBe(14010);
    expect((await call('POST', '/v1/match/statistical', { body: {} })).code).toBe(0);
    expect((await call('POST', '/v1/match/getList', { body: { size: 5 } })).code).toBe(0);
  });

  it('sports-token-expired starts over each time it is selected', async () => {
    useScenario('sports-token-expired');
    expect((await call('POST', '/v1/match/statistical', { body: {} })).code).toBe(14010);
    useScenario('sports-token-expired');
    expect((await call('POST', '/v1/match/statistical', { body: {} })).code).toBe(14010);
  });

  it('sports-error answers a non-zero provider code', async () => {
    useScenario('sports-error');
    const answer = await call('POST', '/v1/match/getList', { body: { size: 5 } });
    expect(answer.code).not.toBe(0);
    expect(answer.code).not.toBe(8);
  });

  it('slow-network delays answers (getList past the 5 s timeout)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      useScenario('slow-network');
      let settled = false;
      const list = call('POST', '/v1/match/getList', { body: { size: 5 } }).then((a: Json) => {
        settled = true;
        return a;
      });
      // The clock moves only once the call is held by the scenario's delay (how long it takes to get there varies).
      const held = () => vi.waitFor(() => expect(vi.getTimerCount()).toBeGreaterThan(0));
      await held();
      await vi.advanceTimersByTimeAsync(5000);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1100);
      expect((await list).code).toBe(0);
      let countries = false;
      const other = call('GET', '/api/user/countrycode/list').then(() => (countries = true));
      await held();
      await vi.advanceTimersByTimeAsync(2000);
      expect(countries).toBe(false);
      await vi.advanceTimersByTimeAsync(600);
      await other;
      expect(countries).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
