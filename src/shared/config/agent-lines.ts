import { createStore } from '@/shared/lib/create-store';
import { useStore } from '@/shared/lib/use-store';
import type { AgentLineConfig } from './agent-line-groups';

/**
 * Agent-line settings (SPEC.md sections 3 and 6): the site's hostname, cut to its last two labels, is matched
 * against each agent group's domainList; the first group that lists it decides whether the live feature exists
 * and how the lobby orders the game types. No match means the defaults: live on, server order.
 */

/** What the app reads from the chosen line. */
export interface AgentLineSettings {
  /** The group's name, or null when no group matched. */
  name: string | null;
  live: boolean;
  lobbySort: readonly number[] | null;
  demo: boolean;
}

export const DEFAULT_AGENT_LINE: AgentLineSettings = Object.freeze({ name: null, live: true, lobbySort: null, demo: false });

/** The last two labels of a host name, lower-cased, without a trailing dot or port. */
export function siteDomain(hostname: string): string {
  const host = hostname.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return host.split('.').filter(Boolean).slice(-2).join('.');
}

/** The settings of the first group whose domainList holds the hostname's last two labels, else the defaults. */
export function chooseAgentLine(hostname: string, groups: readonly AgentLineConfig[]): AgentLineSettings {
  const domain = siteDomain(hostname);
  if (!domain) return DEFAULT_AGENT_LINE;
  const group = groups.find((entry) => entry.domainList.some((host) => siteDomain(host) === domain));
  if (!group) return DEFAULT_AGENT_LINE;
  return { name: group.name, live: group.live, lobbySort: group.lobbySort, demo: group.demo ?? false };
}

const agentLineStore = createStore(DEFAULT_AGENT_LINE);
let loading: Promise<AgentLineSettings> | null = null;

/** The chosen line's settings; the defaults until loadAgentLineConfig() has finished. */
export function getAgentLine(): AgentLineSettings {
  return agentLineStore.get();
}

export function subscribeAgentLine(listener: (settings: AgentLineSettings) => void): () => void {
  return agentLineStore.subscribe(listener);
}

/** The agent line this site runs on, in a component (its live flag, its name, its lobbySort). */
export function useAgentLine(): AgentLineSettings {
  return useStore(agentLineStore);
}

const pageHostname = (): string => (typeof window === 'undefined' ? '' : window.location.hostname);

/**
 * Loads the agent groups (their own chunk) and chooses the line for this host, once per page life; later calls
 * return the same promise. A failed load keeps the defaults and is logged; the next call tries again.
 */
export function loadAgentLineConfig(hostname: string = pageHostname()): Promise<AgentLineSettings> {
  loading ??= import('./agent-line-groups').then(
    ({ AGENT_LINE_GROUPS }) => {
      agentLineStore.set(chooseAgentLine(hostname, AGENT_LINE_GROUPS));
      return agentLineStore.get();
    },
    (error: unknown) => {
      console.warn('Agent-line configuration could not be loaded; using the defaults.', error);
      loading = null;
      return DEFAULT_AGENT_LINE;
    },
  );
  return loading;
}

/** True once a load has been started (the guard loads the configuration only if not yet loaded). */
export function isAgentLineConfigLoaded(): boolean {
  return loading !== null;
}

/** Forgets the loaded configuration (tests, or a host that swaps the whole app without reloading). */
export function resetAgentLineConfig(): void {
  agentLineStore.reset();
  loading = null;
}
