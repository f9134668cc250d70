// The agent line a scenario puts the app on. The app chooses its line from the page's hostname once per page life
// (src/shared/config/agent-lines.ts); a scenario that names a host (SCENARIO_AGENT_LINE_HOSTS) makes that choice
// for it before the app renders, so the navigation guard finds the line already loaded and keeps it.
import { loadAgentLineConfig, type AgentLineSettings } from '@/shared/config/agent-lines';
import { SCENARIO_AGENT_LINE_HOSTS } from './game-lobby';

/** The host the named scenario puts the app on, or undefined when it keeps the page's own host. */
export function scenarioAgentLineHost(scenarioName: string | undefined): string | undefined {
  return scenarioName === undefined ? undefined : SCENARIO_AGENT_LINE_HOSTS[scenarioName];
}

/** Chooses the agent line of the scenario's host; undefined (nothing loaded) when the scenario names none. */
export async function applyScenarioAgentLine(scenarioName: string | undefined): Promise<AgentLineSettings | undefined> {
  const host = scenarioAgentLineHost(scenarioName);
  return host === undefined ? undefined : loadAgentLineConfig(host);
}
