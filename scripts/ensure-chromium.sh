#!/usr/bin/env bash
# Finds the Chromium that every browser suite launches (Playwright, the Vitest story tests, the static Storybook
# smoke test) and prints its path on stdout. Browser downloads do not work on the project's machines, so this is
# Debian's build: $CHROMIUM_PATH when set, else /usr/bin/chromium (or a `chromium` on the PATH). When none is there
# and the script runs as root with apt-get, it installs Debian's package itself. Otherwise it stops at once with one
# line on stderr saying what to run, and exits 1.
# Usage: CHROMIUM_PATH=$(scripts/ensure-chromium.sh) || exit 1
set -uo pipefail

fail() {
  echo "$*" >&2
  exit 1
}

if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -x "$CHROMIUM_PATH" ] && { echo "$CHROMIUM_PATH"; exit 0; }
  fail "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable: point it at a Chromium binary, or unset it to use Debian's /usr/bin/chromium (apt-get install -y chromium)."
fi

found() {
  local candidate
  for candidate in /usr/bin/chromium "$(command -v chromium 2>/dev/null)"; do
    [ -n "$candidate" ] && [ -x "$candidate" ] && { echo "$candidate"; return 0; }
  done
  return 1
}

path=$(found) && { echo "$path"; exit 0; }

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found: installing Debian's chromium package (apt-get install -y chromium)" >&2
  export DEBIAN_FRONTEND=noninteractive
  if apt-get update -qq >&2 && apt-get install -y -qq chromium >/dev/null; then
    path=$(found) && { echo "$path"; exit 0; }
  fi
  fail "Chromium could not be installed: run 'apt-get update && apt-get install -y chromium' and see its error, or set CHROMIUM_PATH to a Chromium binary."
fi

fail "Chromium not found: run 'sudo apt-get install -y chromium' (Debian/Ubuntu) or set CHROMIUM_PATH to a Chromium binary, then run npm test again."
