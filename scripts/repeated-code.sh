#!/usr/bin/env bash
# Counts repeated code the way issue 19 measures it: the `duplicates` tool (runs of six or more same-shape lines) over
# the hand-written files git tracks, leaving out what is generated or is data (src/shared/api/generated/,
# contracts/pacts/, JSON, Markdown, TSV, the committed test stream). Prints the tool's first line, the number of pairs
# it does not mark boilerplate, and those pairs; the tool's whole answer is left in $OUT (default
# /tmp/lotus-repeated-code.txt). Needs `duplicates` on the PATH.
# Usage: scripts/repeated-code.sh [scratch folder]   (default: a fresh temporary folder, removed afterwards)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v duplicates >/dev/null || { echo "duplicates is not on the PATH" >&2; exit 2; }
scratch=${1:-$(mktemp -d)}
out=${OUT:-/tmp/lotus-repeated-code.txt}
rm -rf "$scratch" && mkdir -p "$scratch"
{ git ls-files; git ls-files --others --exclude-standard; } \
  | grep -v -e '^src/shared/api/generated/' -e '^contracts/pacts/' -e '\.json$' -e '\.md$' -e '\.tsv$' -e '^mocks/rooms-stream/' \
  | tar -cf - -T - | tar -xf - -C "$scratch"
duplicates --repo "$scratch" --seconds 300 --most 200 > "$out"
[ -z "${1:-}" ] && rm -rf "$scratch"
head -1 "$out"
pairs=$(grep -E '^D[0-9]' "$out" | grep -v boilerplate || true)
echo "not boilerplate: $(printf '%s' "$pairs" | grep -c . || true)"
printf '%s\n' "$pairs"
