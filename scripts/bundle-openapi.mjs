// Joins each split OpenAPI document into one file for orval (which resolves only internal $refs).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';

const out = 'node_modules/.cache/openapi';
mkdirSync(out, { recursive: true });
for (const api of ['main', 'sports']) {
  const src = `openapi/${api}.yaml`;
  if (!existsSync(src)) continue;
  execFileSync('npx', ['redocly', 'bundle', src, '-o', `${out}/${api}.yaml`, '--lint-config=off'], { stdio: 'inherit' });
}
