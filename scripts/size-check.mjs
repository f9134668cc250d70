// Prints the home route's initial JS+CSS (gzip) and each route's own chunk, from the live build's Vite manifest.
// Fails when the home route's initial load is above the budget.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const dir = process.argv[2] ?? 'dist';
const manifest = JSON.parse(readFileSync(`${dir}/.vite/manifest.json`, 'utf8'));
const gz = (file) => gzipSync(readFileSync(`${dir}/${file}`)).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Files loaded for a manifest entry and its static imports (not its dynamic ones). */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) closure(next, seen);
  return seen;
}
function filesOf(keys) {
  const files = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  return files;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entry = closure(entryKey);
// The bootstrap chunk (app shell) and the home screen chunk load before the home route paints.
const bootstrap = Object.keys(manifest).find((key) => key.endsWith('src/app/bootstrap.tsx'));
const home = Object.keys(manifest).find((key) => key.endsWith('src/features/home/screens/HomeScreen.tsx'));
const initial = new Set([...entry, ...(bootstrap ? closure(bootstrap) : []), ...(home ? closure(home) : [])]);
const initialFiles = filesOf(initial);
const total = [...initialFiles].reduce((sum, file) => sum + gz(file), 0);

console.log(`Home route initial JS+CSS: ${kb(total)} gzip (budget ${BUDGET_KB} KB, ${initialFiles.size} files)`);
console.log('Route chunks (own file, gzip):');
for (const key of Object.keys(manifest).filter((k) => /src\/features\/.*\/screens\//.test(k)).sort()) {
  console.log(`  ${key.replace(/^.*src\//, 'src/').padEnd(60)} ${kb(gz(manifest[key].file))}`);
}
if (total > BUDGET_KB * 1024) {
  console.error(`Home route is over budget by ${kb(total - BUDGET_KB * 1024)}`);
  process.exit(1);
}
