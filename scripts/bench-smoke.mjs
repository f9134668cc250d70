// The benchmark smoke step of `npm test`: every benchmark still starts, drives the app and prints its figures.
// Every `bench:*` script of package.json is a benchmark, and each is run in turn as
//   npm run --silent bench:<name> -- --smoke --port P --mock-port M
// with its own pair of ports (counted up from --port / BENCH_PORT, default 4381, and --mock-port / BENCH_MOCK_PORT,
// default 9381). In smoke mode a benchmark reuses the builds `npm test` has made before this step (the live build in
// dist/, the demo build in dist-demo/), drives the app briefly, prints its figures, judges no budget (the CI
// machine's speed is not a phone's) and, when it has checked that it drove the app, ends with the line
// "bench:<name> smoke ok" (scripts/bench-kit.mjs endSmoke). A benchmark passes when it exits 0 having printed that
// line, so a new benchmark joins this step by being a `bench:*` script with a --smoke mode, and one without a smoke
// mode fails here. A benchmark still running after HANG_LIMIT_S is stopped and fails: a guard against a hang, not a
// speed check.
// --report FILE writes a Vitest-style JSON report (one test per benchmark) for npm test's summary;
// --only bench:a,bench:b runs only those.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { benchOptions, smokeOkLine, stopRequested, whenDone } from './bench-kit.mjs';

const HANG_LIMIT_S = 150;
const options = benchOptions();
const PORT = options.number('port', process.env.BENCH_PORT ?? 4381);
const MOCK_PORT = options.number('mock-port', process.env.BENCH_MOCK_PORT ?? 9381);
const REPORT = options.text('report', null);
const ONLY = options.text('only', null)?.split(',');

const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts ?? {};
const benchmarks = Object.keys(scripts)
  .filter((name) => name.startsWith('bench:'))
  .filter((name) => !ONLY || ONLY.includes(name));

/** Runs one benchmark's smoke; resolves with what the report needs. The output goes through to the terminal. */
function smoke(name, index) {
  const args = ['run', '--silent', name, '--', '--smoke', '--port', String(PORT + index), '--mock-port', String(MOCK_PORT + index)];
  console.log(`::: ${name} smoke: npm ${args.join(' ')}`);
  const started = Date.now();
  return new Promise((done) => {
    // Its own process group, so that the hang guard (or a Ctrl-C here) stops the benchmark with all it started.
    const child = spawn('npm', args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const signal = (which) => {
      try {
        process.kill(-child.pid, which);
      } catch {
        // the group is gone already
      }
    };
    const closed = new Promise((resolve) => child.once('close', resolve));
    const forget = whenDone(() => {
      signal('SIGTERM');
      return closed;
    });
    let output = '';
    const keep = (stream, sink) =>
      stream.on('data', (chunk) => {
        output += chunk;
        sink.write(chunk);
      });
    keep(child.stdout, process.stdout);
    keep(child.stderr, process.stderr);
    let hung = false;
    const guard = setTimeout(() => {
      hung = true;
      signal('SIGTERM');
      setTimeout(() => signal('SIGKILL'), 10_000).unref();
    }, HANG_LIMIT_S * 1000);
    child.on('close', (code, killedBy) => {
      clearTimeout(guard);
      forget();
      const seconds = (Date.now() - started) / 1000;
      const lines = output.split('\n').map((line) => line.trim());
      const ok = lines.includes(smokeOkLine(name));
      const failures = lines.filter((line) => line.startsWith('FAIL '));
      let failure = null;
      if (hung) failure = `still running after ${HANG_LIMIT_S} s, stopped`;
      else if (code !== 0) failure = failures[0]?.slice(5) ?? `${code === null ? `stopped by ${killedBy}` : `exit ${code}`} (its output is above)`;
      else if (!ok) failure = `exited 0 without the line "${name} smoke ok": it has no --smoke mode (or ignores it)`;
      console.log(`::: ${name} smoke ${failure ? `FAILED: ${failure}` : 'passed'} in ${seconds.toFixed(1)} s`);
      done({ name, seconds, failure });
    });
  });
}

const results = [];
for (const [index, name] of benchmarks.entries()) {
  if (stopRequested()) break;
  results.push(await smoke(name, index));
}
if (benchmarks.length === 0) console.log('no bench:* script in package.json');

if (REPORT) {
  const failed = results.filter((result) => result.failure);
  const report = {
    numPassedTests: results.length - failed.length,
    numFailedTests: failed.length,
    success: failed.length === 0,
    testResults: [
      {
        name: 'scripts/bench-smoke.mjs',
        status: failed.length === 0 ? 'passed' : 'failed',
        assertionResults: results.map((result) => ({
          title: `${result.name} --smoke`,
          ancestorTitles: [],
          status: result.failure ? 'failed' : 'passed',
          duration: Math.round(result.seconds * 1000),
          failureMessages: result.failure ? [result.failure] : [],
        })),
      },
    ],
  };
  mkdirSync(dirname(resolve(REPORT)), { recursive: true });
  writeFileSync(REPORT, JSON.stringify(report, null, 2));
}
process.exit(results.length > 0 && results.every((result) => !result.failure) ? 0 : 1);
