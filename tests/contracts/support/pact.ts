// Names, locations and the pact factory shared by the consumer tests and the provider verification.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PactV4 } from '@pact-foundation/pact';

export const CONSUMER = 'lotus-web';
export const MAIN_PROVIDER = 'lotus-main-api';
export const SPORTS_PROVIDER = 'lotus-sports-api';
export type ProviderName = typeof MAIN_PROVIDER | typeof SPORTS_PROVIDER;

/** contracts/pacts at the repository root: the files handed to the backend teams. */
export const PACT_DIR = fileURLToPath(new URL('../../../contracts/pacts', import.meta.url));

export function pactFile(provider: ProviderName): string {
  return `${PACT_DIR}/${CONSUMER}-${provider}.json`;
}

/**
 * Pact merges new interactions into an existing file; removing the file first means a run writes exactly the
 * interactions the current tests define (a deleted test leaves nothing behind).
 */
export function removePact(provider: ProviderName): void {
  rmSync(pactFile(provider), { force: true });
}

export function newPact(provider: ProviderName): PactV4 {
  return new PactV4({ consumer: CONSUMER, provider, dir: PACT_DIR, logLevel: 'warn' });
}
