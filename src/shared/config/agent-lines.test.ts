import { afterEach, describe, expect, it, vi } from 'vitest';
import { AGENT_LINE_GROUPS, type AgentLineConfig } from './agent-line-groups';
import {
  chooseAgentLine,
  DEFAULT_AGENT_LINE,
  getAgentLine,
  isAgentLineConfigLoaded,
  loadAgentLineConfig,
  resetAgentLineConfig,
  siteDomain,
  subscribeAgentLine,
} from './agent-lines';

afterEach(resetAgentLineConfig);

describe('the agent groups', () => {
  it('has four groups, two with live off, one of those the demo group', () => {
    expect(AGENT_LINE_GROUPS).toHaveLength(4);
    const liveOff = AGENT_LINE_GROUPS.filter((group) => !group.live);
    expect(liveOff).toHaveLength(2);
    expect(AGENT_LINE_GROUPS.filter((group) => group.demo)).toEqual([liveOff.find((group) => group.demo)]);
  });

  it('no domain belongs to two groups', () => {
    const domains = AGENT_LINE_GROUPS.flatMap((group) => group.domainList.map(siteDomain));
    expect(new Set(domains).size).toBe(domains.length);
  });
});

describe('siteDomain', () => {
  it.each([
    ['lotus.example', 'lotus.example'],
    ['www.lotus.example', 'lotus.example'],
    ['a.b.m.Lotus.EXAMPLE', 'lotus.example'],
    ['lotus.example.', 'lotus.example'],
    ['lotus.example:8443', 'lotus.example'],
    ['localhost', 'localhost'],
    ['', ''],
  ])('%j -> %j', (host, expected) => {
    expect(siteDomain(host)).toBe(expected);
  });
});

describe('chooseAgentLine', () => {
  it('matches the last two labels of the hostname against each domainList', () => {
    expect(chooseAgentLine('m.lotus.example', AGENT_LINE_GROUPS)).toEqual({
      name: 'lotus-main',
      live: true,
      lobbySort: [1001101, 1001104, 1001102, 1001103],
      demo: false,
    });
    expect(chooseAgentLine('www.hoasen.example', AGENT_LINE_GROUPS)).toMatchObject({ name: 'lotus-partner', live: true, lobbySort: null });
    expect(chooseAgentLine('LOTUS-LITE.example', AGENT_LINE_GROUPS)).toMatchObject({ name: 'lotus-lite', live: false });
    expect(chooseAgentLine('play.lotus-demo.example', AGENT_LINE_GROUPS)).toMatchObject({ name: 'lotus-demo', live: false, demo: true });
  });

  it('falls back to live on and the server order when nothing matches', () => {
    for (const host of ['other.example', 'lotus.example.org', 'example', 'localhost', '127.0.0.1', '']) {
      expect(chooseAgentLine(host, AGENT_LINE_GROUPS)).toEqual(DEFAULT_AGENT_LINE);
    }
    expect(DEFAULT_AGENT_LINE).toMatchObject({ live: true, lobbySort: null });
  });

  it('compares only the last two labels of the listed hosts too, and takes the first matching group', () => {
    const groups: AgentLineConfig[] = [
      { name: 'a', live: false, lobbySort: [2], domainList: ['www.shop.example'] },
      { name: 'b', live: true, lobbySort: null, domainList: ['shop.example'] },
    ];
    expect(chooseAgentLine('api.shop.example', groups)).toMatchObject({ name: 'a', live: false, lobbySort: [2] });
    expect(chooseAgentLine('shop.example', [])).toEqual(DEFAULT_AGENT_LINE);
  });

  it('does not match on a partial label', () => {
    expect(chooseAgentLine('notlotus.example', AGENT_LINE_GROUPS)).toEqual(DEFAULT_AGENT_LINE);
  });
});

describe('loadAgentLineConfig', () => {
  it('keeps the defaults until loaded, then holds the chosen line and tells subscribers', async () => {
    const listener = vi.fn();
    const stop = subscribeAgentLine(listener);
    expect(isAgentLineConfigLoaded()).toBe(false);
    expect(getAgentLine()).toEqual(DEFAULT_AGENT_LINE);
    const settings = await loadAgentLineConfig('m.lotus-lite.example');
    stop();
    expect(settings).toMatchObject({ name: 'lotus-lite', live: false });
    expect(getAgentLine()).toBe(settings);
    expect(listener).toHaveBeenCalledExactlyOnceWith(settings);
    expect(isAgentLineConfigLoaded()).toBe(true);
  });

  it('loads once: later calls return the same promise and do not choose again', async () => {
    const first = loadAgentLineConfig('lotus.example');
    const second = loadAgentLineConfig('lotus-demo.example');
    expect(second).toBe(first);
    expect((await second).name).toBe('lotus-main');
  });

  it('uses the page hostname by default', async () => {
    expect(await loadAgentLineConfig()).toEqual(chooseAgentLine(window.location.hostname, AGENT_LINE_GROUPS));
  });
});
