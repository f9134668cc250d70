import { afterEach, describe, expect, it } from 'vitest';
import { AGENT_LINE_GROUPS } from '@/shared/config/agent-line-groups';
import { getAgentLine, isAgentLineConfigLoaded, loadAgentLineConfig, resetAgentLineConfig } from '@/shared/config/agent-lines';
import { applyScenarioAgentLine, scenarioAgentLineHost } from './agent-line';
import { scenarios } from './index';

const demoGroup = AGENT_LINE_GROUPS.find((group) => group.demo === true);

afterEach(() => resetAgentLineConfig());

describe('the agent line a scenario puts the app on', () => {
  it('agent-line-demo and agent-line-lite name their groups\' hosts; the other scenarios keep the page\'s host', () => {
    expect(scenarioAgentLineHost('agent-line-demo')).toBe('lotus-demo.example');
    expect(demoGroup?.domainList).toContain(scenarioAgentLineHost('agent-line-demo'));
    expect(scenarioAgentLineHost('agent-line-lite')).toBe('lotus-lite.example');
    const others = scenarios.map((s) => s.name).filter((name) => name !== 'agent-line-demo' && name !== 'agent-line-lite');
    expect(others.length).toBeGreaterThan(10);
    for (const name of others) expect(scenarioAgentLineHost(name)).toBeUndefined();
    expect(scenarioAgentLineHost(undefined)).toBeUndefined();
  });

  it('agent-line-demo chooses the demo line (live off, its lobby order) and the app\'s own later load keeps it', async () => {
    const chosen = await applyScenarioAgentLine('agent-line-demo');
    expect(chosen).toEqual({ name: 'lotus-demo', live: false, lobbySort: demoGroup?.lobbySort, demo: true });
    expect(getAgentLine()).toEqual(chosen);
    expect(isAgentLineConfigLoaded()).toBe(true);
    // What the navigation guard does on the first navigation (the page's host here is jsdom's localhost).
    await expect(loadAgentLineConfig()).resolves.toEqual(chosen);
    expect(getAgentLine().name).toBe('lotus-demo');
  });

  it('agent-line-lite chooses the lite line: live off, slots then sports first in the lobby', async () => {
    await expect(applyScenarioAgentLine('agent-line-lite')).resolves.toEqual({ name: 'lotus-lite', live: false, lobbySort: [1001104, 1001101], demo: false });
  });

  it('a scenario without a host (or none) loads nothing, so the app still chooses from its own host', async () => {
    await expect(applyScenarioAgentLine('no-banners')).resolves.toBeUndefined();
    await expect(applyScenarioAgentLine(undefined)).resolves.toBeUndefined();
    expect(isAgentLineConfigLoaded()).toBe(false);
    expect(getAgentLine()).toEqual({ name: null, live: true, lobbySort: null, demo: false });
  });
});
