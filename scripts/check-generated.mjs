// Fails when `npm run generate` changes anything under src/shared/api/generated (the committed SDK is stale or the
// generator is not deterministic). Prints the files that differ.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = 'src/shared/api/generated';

function snapshot(dir, out = new Map()) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) snapshot(path, out);
    else out.set(path, createHash('sha256').update(readFileSync(path)).digest('hex'));
  }
  return out;
}

const before = snapshot(root);
execSync('npm run --silent generate', { stdio: ['ignore', 'ignore', 'inherit'] });
const after = snapshot(root);

const changed = [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file)).sort();
if (changed.length > 0) {
  console.error(`Regenerating the SDK changed ${changed.length} file(s):`);
  for (const file of changed) console.error(`  ${file}`);
  console.error('Run `npm run generate` and commit the result.');
  process.exit(1);
}
console.log(`Generated SDK is up to date (${after.size} files).`);
