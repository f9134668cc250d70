// Checks every pact in contracts/pacts against the OpenAPI document of its provider with
// @pactflow/openapi-pact-comparator, so a backend team that implements the document knows the pacts ask for nothing
// else. Every error and every warning fails the check, except a warning kind listed in ALLOWED_WARNINGS with its
// reason (none today); the allowed ones are still counted and printed. The documents are bundled first (redocly, as
// `npm run generate` does) into a temporary folder, so the check reads the split files as they are now.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Comparator } from '@pactflow/openapi-pact-comparator';
import { parse } from 'yaml';

/** The OpenAPI document of each provider named in the pacts. */
const DOCUMENTS = { 'lotus-main-api': 'openapi/main.yaml', 'lotus-sports-api': 'openapi/sports.yaml' };

/** Warning codes that may stay, each with why (none: every warning the comparator gave has been fixed). */
const ALLOWED_WARNINGS = new Map([]);

/** How many findings of each kind are printed in full. */
const SHOWN_PER_KIND = 5;

const PACTS = 'contracts/pacts';

const run = promisify(execFile);

/** The document joined into one (its split files resolved), parsed. */
async function bundled(document, dir) {
  const out = join(dir, document.replace(/[/\\]/g, '-'));
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  try {
    await run('node_modules/.bin/redocly', ['bundle', document, '-o', out, '--lint-config=off'], { env });
  } catch (error) {
    console.error(`Bundling ${document} failed:\n${error.stderr ?? error}`);
    process.exit(1);
  }
  return parse(readFileSync(out, 'utf8'));
}

const where = (result) =>
  [result.mockDetails?.interactionDescription, result.mockDetails?.location, JSON.stringify(result.mockDetails?.value)]
    .filter(Boolean)
    .join(' | ');

const dir = mkdtempSync(join(tmpdir(), 'lotus-pacts-openapi-'));
let failures = 0;
try {
  const files = readdirSync(PACTS).filter((name) => name.endsWith('.json')).sort();
  if (files.length === 0) {
    console.error(`No pact in ${PACTS}: run the pact suite (npx vitest run --project contracts) first.`);
    process.exit(1);
  }
  // Both documents are bundled at once (each bundle is mostly the CLI starting).
  const documents = new Map(await Promise.all(Object.values(DOCUMENTS).map(async (document) => [document, await bundled(document, dir)])));
  for (const file of files) {
    const pact = JSON.parse(readFileSync(join(PACTS, file), 'utf8'));
    const document = DOCUMENTS[pact.provider?.name];
    if (!document) {
      console.error(`${file}: no OpenAPI document is known for the provider "${pact.provider?.name}".`);
      failures += 1;
      continue;
    }
    const comparator = new Comparator({ oas: documents.get(document) });
    const byKind = new Map();
    for await (const result of comparator.compare(pact)) {
      if (result.type === 'info') continue;
      const kind = `${result.type} ${result.code}`;
      byKind.set(kind, [...(byKind.get(kind) ?? []), result]);
    }
    const interactions = pact.interactions?.length ?? 0;
    if (byKind.size === 0) {
      console.log(`${file} against ${document}: ${interactions} interactions, no error and no warning.`);
      continue;
    }
    console.log(`${file} against ${document}: ${interactions} interactions`);
    for (const [kind, results] of byKind) {
      const allowed = results[0].type === 'warning' ? ALLOWED_WARNINGS.get(results[0].code) : undefined;
      if (!allowed) failures += results.length;
      console.log(`  ${results.length} × ${kind}${allowed ? ` (allowed: ${allowed})` : ''}`);
      for (const result of results.slice(0, SHOWN_PER_KIND)) console.log(`    ${result.message} — ${where(result)}`);
      if (results.length > SHOWN_PER_KIND) console.log(`    … and ${results.length - SHOWN_PER_KIND} more`);
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (failures > 0) {
  console.error(`${failures} finding(s) where a pact asks for what its OpenAPI document does not describe.`);
  process.exit(1);
}
