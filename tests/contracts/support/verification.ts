// Runs pact-js's Verifier and turns its report into a per-interaction summary that a test can compare.
import { readFileSync } from 'node:fs';
import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { pactFile, type ProviderName } from './pact';

interface Mismatch {
  path?: string;
  mismatch?: string;
}

interface VerificationReport {
  interactionResults?: Array<{
    description: string;
    result: string;
    mismatch?: { mismatches?: Mismatch[] };
  }>;
}

/** "description: OK" per interaction, or the mismatches that made it fail. */
export type VerificationSummary = string[];

function summarise(text: string): VerificationSummary {
  let report: VerificationReport;
  try {
    report = JSON.parse(text) as VerificationReport;
  } catch {
    return [`verification did not produce a report: ${text}`];
  }
  return (report.interactionResults ?? [])
    .map(({ description, result, mismatch }) => {
      if (result === 'OK') return `${description}: OK`;
      const details = (mismatch?.mismatches ?? []).map((m) => `${m.path ?? ''} ${m.mismatch ?? ''}`.trim());
      return `${description}: ${result} (${details.join('; ') || 'no details'})`;
    })
    .sort();
}

/** The summary a fully verified pact gives: every interaction of the file, OK. */
export function expectedSummary(provider: ProviderName): VerificationSummary {
  const pact = JSON.parse(readFileSync(pactFile(provider), 'utf8')) as { interactions: Array<{ description: string }> };
  return pact.interactions.map(({ description }) => `${description}: OK`).sort();
}

export async function verifyPact(
  provider: ProviderName,
  providerBaseUrl: string,
  stateHandlers: NonNullable<VerifierOptions['stateHandlers']>,
): Promise<VerificationSummary> {
  // A request (or state set-up) may wait several seconds while other test runs share the cores; 5 s is the default.
  const verifier = new Verifier({ provider, providerBaseUrl, pactUrls: [pactFile(provider)], stateHandlers, logLevel: 'error', timeout: 30_000 });
  try {
    return summarise(String(await verifier.verifyProvider()));
  } catch (error) {
    return summarise(error instanceof Error ? error.message : String(error));
  }
}
