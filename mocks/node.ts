// The mock backend for Node (unit tests, integration tests): an msw server with the base handlers, plus
// scenario selection and a reset that reseeds the database.
import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { diskStreamFiles } from './handlers/rooms-stream-disk';
import { useStreamFileLoader } from './handlers/rooms-stream-files';
import { findScenario, scenarios } from './scenarios';
import { reseed, reseedUnlessUntouched, type SeedOptions } from './seed';
import { liveHub } from './socket/hub';

export const server = setupServer(...handlers);
useStreamFileLoader(diskStreamFiles);

let active = 'default';

/**
 * Layers the named scenario on top of the base handlers and plays its live evening until the next reset (await
 * liveHub.ready() before reading sports data it reseeds).
 */
export function useScenario(name: string): void {
  const scenario = findScenario(name);
  if (!scenario) throw new Error(`Unknown mock scenario "${name}"; known: ${scenarios.map((s) => s.name).join(', ')}`);
  server.use(...scenario.handlers);
  void liveHub.play(scenario.live);
  active = name;
}

export function activeScenario(): string {
  return active;
}

/** Drops scenarios and per-test handlers, reseeds the database and restarts the live simulator. */
export async function resetMockState(options: SeedOptions = {}): Promise<void> {
  server.resetHandlers();
  active = 'default';
  liveHub.reset(options.seed);
  await (options.seed === undefined && options.now === undefined ? reseedUnlessUntouched() : reseed(options));
}

export { SEED_SPORTS_TOKEN, SEED_TOKENS } from './seed';
