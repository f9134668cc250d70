// Runs the lobby's consumer contract cases against a pact mock server, writing to a scratch folder, then verifies
// that pact against the standalone mock server with the lobby's provider states. The cases are checked here until
// they are listed in main-all.ts (then main-api.pact.test.ts and verify-provider.test.ts take them over).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PactV4, Verifier } from '@pact-foundation/pact';
import { afterAll, describe, expect, it } from 'vitest';
import { resetClient } from '../support/client-reset';
import { startMockServer } from '../support/mock-server';
import { CONSUMER, MAIN_PROVIDER } from '../support/pact';
import { freshSeed } from '../support/state-setup';
import { STATE } from '../support/states';
import { lobbyCases } from './lobby-cases';
import { LOBBY_STATE, lobbyProviderStates } from './lobby-states';

const dir = mkdtempSync(join(tmpdir(), 'lobby-pact-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('lobby contract cases', () => {
  for (const contractCase of lobbyCases) {
    it(contractCase.name, async () => {
      resetClient();
      await contractCase.run(new PactV4({ consumer: CONSUMER, provider: MAIN_PROVIDER, dir, logLevel: 'warn' }));
    });
  }

  it('wrote one interaction per case (plus the error report of the refusal), each in a lobby state', () => {
    const pact = JSON.parse(readFileSync(join(dir, `${CONSUMER}-${MAIN_PROVIDER}.json`), 'utf8')) as { interactions: { providerStates: { name: string }[] }[] };
    expect(pact.interactions).toHaveLength(lobbyCases.length + 1);
    const states = new Set(pact.interactions.flatMap((interaction) => interaction.providerStates.map((state) => state.name)));
    for (const state of Object.values(LOBBY_STATE)) expect(states).toContain(state);
  });

  it('the standalone mock server honours them', async () => {
    const server = await startMockServer();
    try {
      const stateHandlers = { ...lobbyProviderStates(server.url), [STATE.errorLogOpen]: freshSeed(server.url) };
      const pactUrls = [join(dir, `${CONSUMER}-${MAIN_PROVIDER}.json`)];
      const verifier = new Verifier({ provider: MAIN_PROVIDER, providerBaseUrl: server.url, pactUrls, stateHandlers, logLevel: 'error', timeout: 30_000 });
      await expect(verifier.verifyProvider()).resolves.toBeDefined();
    } finally {
      await server.stop();
    }
  }, 180_000);
});
