// A consumer contract case: adds its interactions to a pact and drives the generated client against the pact
// mock server. The consumer tests run each case once; the provider verification replays them to rewrite the
// pact files before verifying (so it never verifies a stale file).
import type { PactV4 } from '@pact-foundation/pact';
import { newPact, removePact, type ProviderName } from './pact';
import { resetClient } from './client-reset';

export interface ContractCase {
  readonly name: string;
  run(pact: PactV4): Promise<unknown>;
}

/** Rewrites the provider's pact file from the given cases, resetting the client between them. */
export async function writePact(provider: ProviderName, cases: readonly ContractCase[]): Promise<void> {
  removePact(provider);
  for (const contractCase of cases) {
    resetClient();
    try {
      await contractCase.run(newPact(provider));
    } catch (error) {
      throw new Error(`Contract case "${contractCase.name}" failed`, { cause: error });
    }
  }
  resetClient();
}
