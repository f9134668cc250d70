// Provider verification: replays both pacts against the standalone mock server (mocks/server.ts), started here
// as a child process on a free port. The pact files are rewritten from the consumer cases first, so this file
// verifies what the current consumer code produces whatever order vitest runs the files in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainApiCases } from './cases/main-all';
import { allSportsCases } from './cases/sports-all';
import { writePact } from './support/contract-case';
import { startMockServer, type RunningMockServer } from './support/mock-server';
import { MAIN_PROVIDER, SPORTS_PROVIDER, type ProviderName } from './support/pact';
import { mockServerStates } from './support/provider-states';
import { expectedSummary, verifyPact } from './support/verification';

let server: RunningMockServer | undefined;

beforeAll(async () => {
  await writePact(MAIN_PROVIDER, mainApiCases);
  await writePact(SPORTS_PROVIDER, allSportsCases);
  server = await startMockServer();
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

async function verifyAgainstMockServer(provider: ProviderName) {
  if (!server) throw new Error('The mock server is not running');
  return verifyPact(provider, server.url, mockServerStates(server.url));
}

/**
 * A verification replays every interaction with a fresh seed; on two busy cores the main API's takes over a minute.
 * A test that timed out would leave its verifier running and resetting the server under the next one, so each gets
 * room enough to finish.
 */
const VERIFY_TIMEOUT_MS = 300_000;

describe('the standalone mock server honours the pacts', () => {
  it(`verifies every interaction of ${MAIN_PROVIDER}`, async () => {
    expect(await verifyAgainstMockServer(MAIN_PROVIDER)).toEqual(expectedSummary(MAIN_PROVIDER));
  }, VERIFY_TIMEOUT_MS);

  it(`verifies every interaction of ${SPORTS_PROVIDER}`, async () => {
    expect(await verifyAgainstMockServer(SPORTS_PROVIDER)).toEqual(expectedSummary(SPORTS_PROVIDER));
  }, VERIFY_TIMEOUT_MS);
});
