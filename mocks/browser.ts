// The mock backend in the browser: a service worker answering with the same handlers. The scenario comes from
// the page URL (`?scenario=<name>`) and is kept in sessionStorage for the rest of the browser session; a scenario
// that names a host (agent-line-demo) also chooses the app's agent line before the app starts.
import type { SetupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { advanceOrder, type OrderOutcome } from './handlers/wallet-controls';
import { findScenario, scenarios, type Scenario } from './scenarios';
import { applyScenarioAgentLine } from './scenarios/agent-line';
import { forgetDb, restoreDb, saveDb } from './persistence';
import { seedOrRestore } from './seed';
import { liveHub } from './socket/hub';

const SCENARIO_KEY = 'lotus.mockScenario';

/** The scenario chosen by the URL or earlier in this browser session. */
export function selectedScenario(search = window.location.search, storage: Storage = sessionStorage): Scenario | undefined {
  const fromUrl = new URLSearchParams(search).get('scenario');
  if (fromUrl !== null) {
    if (fromUrl === '' || fromUrl === 'default') storage.removeItem(SCENARIO_KEY);
    else storage.setItem(SCENARIO_KEY, fromUrl);
  }
  const name = storage.getItem(SCENARIO_KEY);
  return name ? findScenario(name) : undefined;
}

export interface MockControls {
  scenario: string;
  scenarios: string[];
  useScenario(name: string): void;
  /** The live socket's hub, for tools and benchmarks that drive the page's live data. */
  live: {
    subscribedCount(): number;
    pushOdds(count: number): Promise<number[]>;
    pace(change: Parameters<typeof liveHub.pace>[0]): void;
    /**
     * Ends a live or upcoming match now (optionally with its final score [home, away]) and settles the bets on it;
     * `settled` lists the order ids paid out. For tests and e2e runs.
     */
    finishMatch(matchId: number, score?: readonly [number, number]): Promise<{ ended: boolean; settled: string[] }>;
  };
  /** Funds orders, for tests and e2e runs. */
  funds: {
    /** Moves a deposit (DP…) or withdrawal (WD…) order to its end now (default: credited / paid). */
    advanceOrder(orderNo: string, outcome?: OrderOutcome): Promise<{ orderNo: string; status: number }>;
  };
}

declare global {
  var __lotusMock: MockControls | undefined;
}

export async function startMockWorker(): Promise<SetupWorker> {
  const { setupWorker } = await import('msw/browser');
  // ?mockReset=1 throws away what this browser session changed and starts from the seed again.
  if (new URLSearchParams(window.location.search).has('mockReset')) forgetDb(sessionStorage);
  await seedOrRestore(() => restoreDb(sessionStorage));
  window.addEventListener('pagehide', () => saveDb(sessionStorage));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') saveDb(sessionStorage);
  });
  const worker = setupWorker(...handlers);
  const scenario = selectedScenario();
  if (scenario) worker.use(...scenario.handlers);
  if (scenario?.live) void liveHub.play(scenario.live);
  // Before the app renders (src/main.tsx mounts it once this worker answers): the guard then keeps this line.
  await applyScenarioAgentLine(scenario?.name);
  await worker.start({
    onUnhandledFrame: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
  globalThis.__lotusMock = {
    scenario: scenario?.name ?? 'default',
    scenarios: scenarios.map((s) => s.name),
    useScenario(name) {
      const next = findScenario(name);
      if (!next) throw new Error(`Unknown mock scenario "${name}"`);
      worker.resetHandlers();
      worker.use(...next.handlers);
      void liveHub.play(next.live);
      sessionStorage.setItem(SCENARIO_KEY, name);
      this.scenario = name;
    },
    live: {
      subscribedCount: () => liveHub.subscribed().size,
      pushOdds: (count) => liveHub.pushOdds(count),
      pace: (change) => liveHub.pace(change),
      finishMatch: (matchId, score) => liveHub.finishMatch(matchId, score),
    },
    funds: { advanceOrder },
  };
  return worker;
}
