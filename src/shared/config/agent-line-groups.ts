/** One agent group as configured; chooseAgentLine() in agent-lines.ts picks the group for the site's host. */
export interface AgentLineConfig {
  name: string;
  /** false hides the live feature on this line. */
  live: boolean;
  /** Game type ids in lobby order, or null for the server order. */
  lobbySort: readonly number[] | null;
  /** Hosts of the line; only their last two labels are compared. */
  domainList: readonly string[];
  /** The demo group. */
  demo?: boolean;
}

/**
 * The agent groups of this deployment (SPEC.md section 3 "Agent line config"): four groups, two with the live
 * feature off, one of those the demo group. Loaded on demand by loadAgentLineConfig().
 * lobbySort lists game type ids in lobby order (1001101 sports, 1001104 slots, 1001102 live casino,
 * 1001103 lottery); null keeps the server order.
 */
export const AGENT_LINE_GROUPS: readonly AgentLineConfig[] = [
  {
    name: 'lotus-main',
    live: true,
    lobbySort: [1001101, 1001104, 1001102, 1001103],
    domainList: ['lotus.example', 'lotus-vn.example'],
  },
  {
    name: 'lotus-partner',
    live: true,
    lobbySort: null,
    domainList: ['lotus-partner.example', 'hoasen.example'],
  },
  {
    name: 'lotus-lite',
    live: false,
    lobbySort: [1001104, 1001101],
    domainList: ['lotus-lite.example'],
  },
  {
    name: 'lotus-demo',
    live: false,
    lobbySort: null,
    domainList: ['lotus-demo.example'],
    demo: true,
  },
];
