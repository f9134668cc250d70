// Prints "<passed> <failed>" from a vitest, jest or Playwright JSON report.
import { readFileSync } from 'node:fs';

const report = JSON.parse(readFileSync(process.argv[2], 'utf8'));
let passed;
let failed;
if (typeof report.numPassedTests === 'number') {
  // vitest and jest
  passed = report.numPassedTests;
  failed = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  if (report.success === false && failed === 0) failed = 1;
} else if (report.stats) {
  // Playwright
  passed = report.stats.expected + (report.stats.flaky ?? 0);
  failed = report.stats.unexpected + (report.errors?.length ?? 0);
} else {
  throw new Error('Unknown report format');
}
process.stdout.write(`${passed} ${failed}`);
