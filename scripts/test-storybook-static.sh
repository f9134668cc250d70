#!/usr/bin/env bash
# Smoke test of the published Storybook: builds it, serves a copy of storybook-static on a free 127.0.0.1 port and
# runs the first story of the first stories file in every stories folder (render, play function, axe) with
# @storybook/test-runner in Debian's Chromium. That proves the static build loads and renders each area's code; every
# story of every file, with its play function, already runs in the Vitest browser suite. Each smoke story costs a
# fresh page that boots the mock backend (6-8 s), so one per file (116) took 14 of a 58-minute CI; one per folder
# proves the same of the static build.
# Usage: scripts/test-storybook-static.sh <json-report-path>
# Exit code: the test runner's (non-zero also when the build or the server fails).
set -uo pipefail

if [ $# -ne 1 ]; then
  echo "usage: $0 <json-report-path>" >&2
  exit 2
fi
report=$(realpath -m "$1")
cd "$(dirname "$0")/.."
mkdir -p "$(dirname "$report")"
rm -f "$report"

export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

if [ ! -x "$CHROMIUM_PATH" ]; then
  echo "Chromium not found at $CHROMIUM_PATH (apt-get install -y chromium)" >&2
  exit 1
fi

echo "::: building Storybook"
npm run --silent build-storybook || { echo "storybook build failed" >&2; exit 1; }

# The runner lists the stories from index.json; the copy's index keeps the first story of each folder.
server_pid=""
served=$(mktemp -d)
stop_server() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
    kill "$server_pid" 2>/dev/null
    wait "$server_pid" 2>/dev/null
  fi
  rm -rf "$served"
}
trap stop_server EXIT INT TERM

cp -r storybook-static/. "$served/"
node -e "
const fs = require('node:fs');
const file = process.argv[1];
const index = JSON.parse(fs.readFileSync(file, 'utf8'));
const folderOf = (importPath) => importPath.slice(0, importPath.lastIndexOf('/'));
const stories = Object.entries(index.entries).filter(([, entry]) => entry.type === 'story');
const files = new Set(stories.map(([, entry]) => entry.importPath));
const seen = new Set();
const entries = {};
for (const [id, entry] of stories.sort(([, a], [, b]) => a.importPath.localeCompare(b.importPath))) {
  if (seen.has(folderOf(entry.importPath))) continue;
  seen.add(folderOf(entry.importPath));
  entries[id] = entry;
}
fs.writeFileSync(file, JSON.stringify({ ...index, entries }));
console.log('smoke: ' + seen.size + ' stories folders (of ' + files.size + ' files), the first story of each');
" "$served/index.json" || { echo "could not write the smoke index" >&2; exit 1; }

port=$(node -e "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close();})")
url="http://127.0.0.1:$port"

echo "::: serving the storybook-static copy at $url"
node_modules/.bin/http-server "$served" -a 127.0.0.1 -p "$port" -c-1 -s &
server_pid=$!

for _ in $(seq 1 60); do
  if curl -fsS -o /dev/null "$url/index.json" 2>/dev/null; then break; fi
  if ! kill -0 "$server_pid" 2>/dev/null; then echo "static server exited" >&2; exit 1; fi
  sleep 0.5
done
curl -fsS -o /dev/null "$url/index.json" || { echo "static server did not answer at $url" >&2; exit 1; }

echo "::: running the stories against $url"
# --outputFile must come last: the runner passes it to Jest as a bare flag followed by the leftover path.
npx test-storybook --url "$url" --index-json --maxWorkers=1 --json --outputFile "$report"
code=$?

if [ -f "$report" ]; then
  counts=$(node scripts/count-results.mjs "$report") && echo "${counts% *} passed, ${counts#* } failed"
else
  echo "0 passed, 1 failed (no report written)"
fi
exit "$code"
