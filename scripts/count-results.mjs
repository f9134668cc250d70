// Reads a vitest, jest or Playwright JSON report.
//   node scripts/count-results.mjs REPORT              prints "<passed> <failed>"
//   node scripts/count-results.mjs --failures REPORT   prints one line per failure: "file > test: first error line"
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

const args = process.argv.slice(2);
const listFailures = args[0] === '--failures';
const report = JSON.parse(readFileSync(listFailures ? args[1] : args[0], 'utf8'));

// Terminal colour codes (ESC [ ... m) in error messages would garble the summary.
const ESCAPE_SEQUENCE = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** The first non-empty line of an error message, without colour codes, at most 160 characters. */
function firstLine(message) {
  const line =
    String(message ?? '')
      .replace(ESCAPE_SEQUENCE, '')
      .split('\n')
      .map((part) => part.trim())
      .find((part) => part.length > 0) ?? '(no message)';
  return line.length > 160 ? `${line.slice(0, 157)}...` : line;
}

function shortPath(file) {
  if (!file) return '(unknown file)';
  return file.startsWith('/') ? relative(process.cwd(), file) : file;
}

/** Failures of a vitest or jest report: failed tests, and files that failed without running a test. */
function vitestFailures() {
  const lines = [];
  for (const file of report.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      const name = test.title ? [...(test.ancestorTitles ?? []), test.title].join(' > ') : test.fullName;
      lines.push(`${shortPath(file.name)} > ${name}: ${firstLine(test.failureMessages?.[0])}`);
    }
    if (failedTests.length === 0 && file.status === 'failed') {
      lines.push(`${shortPath(file.name)}: ${firstLine(file.message)}`);
    }
  }
  return lines;
}

/** Failures of a Playwright report: every test whose outcome was unexpected, then errors outside any test. */
function playwrightFailures() {
  const lines = [];
  const visit = (suite, titles) => {
    const path = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = [...(test.results ?? [])].reverse().find((result) => result.error)?.error;
        lines.push(`${shortPath(spec.file ?? suite.file)} > ${[...path, spec.title].join(' > ')}: ${firstLine(error?.message)}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, path);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  for (const error of report.errors ?? []) lines.push(`(outside a test): ${firstLine(error.message)}`);
  return lines;
}

const isVitest = typeof report.numPassedTests === 'number';
if (!isVitest && !report.stats) throw new Error('Unknown report format');

if (listFailures) {
  const lines = isVitest ? vitestFailures() : playwrightFailures();
  if (lines.length > 0) process.stdout.write(`${lines.join('\n')}\n`);
} else if (isVitest) {
  const passed = report.numPassedTests;
  let failed = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  if (report.success === false && failed === 0) failed = 1;
  process.stdout.write(`${passed} ${failed}`);
} else {
  const passed = report.stats.expected + (report.stats.flaky ?? 0);
  const failed = report.stats.unexpected + (report.errors?.length ?? 0);
  process.stdout.write(`${passed} ${failed}`);
}
