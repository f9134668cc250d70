// What every benchmark (`npm run bench:*`, scripts/bench-*.mjs) shares: its options, the smoke mode `npm test` runs
// (scripts/bench-smoke.mjs), the load average it prints, waiting for a server, the standalone mock server, and
// stopping what it started, also when it is stopped from outside (Ctrl-C, or the smoke runner's hang guard).
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';

/**
 * The command-line options of a benchmark. `--smoke` asks for the smoke mode: the builds `npm test` has made are
 * reused, the app is driven briefly, the figures are printed, and no budget is judged.
 */
export function benchOptions(argv = process.argv.slice(2)) {
  const flag = (name) => argv.includes(`--${name}`);
  const text = (name, fallback) => {
    const at = argv.indexOf(`--${name}`);
    return at >= 0 && argv[at + 1] !== undefined && !argv[at + 1].startsWith('--') ? argv[at + 1] : fallback;
  };
  const number = (name, fallback) => {
    const value = Number(text(name, fallback));
    if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} wants a positive number`);
    return value;
  };
  return { smoke: flag('smoke'), flag, text, number };
}

/** The 1, 5 and 15 minute load averages, as `uptime` prints them. */
export const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/**
 * The last line of a smoke run. The smoke runner counts a benchmark as passed only when it printed this line and
 * exited 0, so a benchmark that ignores --smoke (and runs in full) cannot pass for one that has a smoke mode.
 * `problems` are what shows the benchmark did not drive the app (never a missed budget).
 */
export function endSmoke(name, problems) {
  for (const problem of problems) console.error(`FAIL ${problem}`);
  if (problems.length > 0) return false;
  console.log(smokeOkLine(name));
  return true;
}

/** The line that ends a smoke run which drove the app (`name` is the npm script, e.g. bench:live-odds). */
export const smokeOkLine = (name) => `${name} smoke ok (budgets are judged only in the full run)`;

const stops = [];
const inFlight = new Set();

/**
 * Registers how to stop something the benchmark started; stopAll() runs them newest first. Returns a function that
 * forgets it (for what has stopped by itself).
 */
export function whenDone(stop) {
  stops.push(stop);
  return () => {
    const at = stops.indexOf(stop);
    if (at >= 0) stops.splice(at, 1);
  };
}

/**
 * Waits for something being started (a browser, a server) and registers how to stop it, so that a stop that comes
 * while it is still starting waits for it and stops it too rather than leave it running.
 */
export function started(launch, stop) {
  const ready = launch.then((thing) => {
    whenDone(() => stop(thing));
    return thing;
  });
  const settled = ready.catch(() => undefined);
  inFlight.add(settled);
  void settled.then(() => inFlight.delete(settled));
  return ready;
}

/** Stops everything registered with whenDone() or started(), newest first; safe to call more than once. */
export async function stopAll() {
  await Promise.all([...inFlight]);
  while (stops.length > 0) {
    const stop = stops.pop();
    try {
      await stop();
    } catch {
      // already gone
    }
  }
}

let stopping = false;

/** True once a signal has asked the process to stop (the smoke runner then starts no further benchmark). */
export const stopRequested = () => stopping;

// A reader that has gone away (the smoke runner stopped by SIGKILL) must not keep a benchmark from stopping what it
// started: writes to a closed pipe are dropped.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    console.error(`stopped by ${signal}`);
    void stopAll().finally(() => process.exit(1));
  });
}

/**
 * Resolves once `url` answers 2xx; throws after about a minute, or as soon as `stopped()` names why the server it
 * waits for is gone.
 */
export async function waitForHttp(url, what, stopped = () => null) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const why = stopped();
    if (why) throw new Error(`${what} stopped (${why}) before it answered on ${url}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${what} did not answer on ${url}`);
}

/**
 * The standalone mock server (mocks/server.ts) on 127.0.0.1:`port`, in its own process group so that stopping it
 * stops tsx's child too; resolves with its origin once it answers, and is stopped by stopAll().
 */
export async function startMockServer(port) {
  const origin = `http://127.0.0.1:${port}`;
  if (await answers(origin)) throw new Error(`port ${port} is already in use: pick another with --mock-port`);
  const child = spawn('npx', ['tsx', 'mocks/server.ts', '--port', String(port)], { stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  whenDone(() => process.kill(-child.pid));
  let exit = null;
  child.once('exit', (code, signal) => {
    exit = `exit ${code ?? signal}`;
  });
  await waitForHttp(`${origin}/__control/scenarios`, 'the mock server', () => exit);
  return origin;
}

/** True when something already answers HTTP on `origin`. */
export async function answers(origin) {
  try {
    await fetch(origin);
    return true;
  } catch {
    return false;
  }
}
