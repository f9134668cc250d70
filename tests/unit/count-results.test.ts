import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// scripts/count-results.mjs turns each suite's JSON report into the counts and the failure list of `npm test`'s
// summary. These reports have the shapes vitest (jest-compatible) and Playwright write.
const dir = mkdtempSync(join(tmpdir(), 'lotus-count-results-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(report: unknown, ...flags: string[]): string {
  const file = join(dir, `report-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(report));
  return execFileSync(process.execPath, ['scripts/count-results.mjs', ...flags, file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

const ESC = String.fromCharCode(27);

const vitestReport = {
  numPassedTests: 7,
  numFailedTests: 3,
  numRuntimeErrorTestSuites: 1,
  success: false,
  testResults: [
    {
      name: join(process.cwd(), 'stories/screens/Event.stories.tsx'),
      status: 'failed',
      assertionResults: [
        { fullName: 'Event > Detail Error', status: 'failed', failureMessages: [`\n${ESC}[31mError: expected visible${ESC}[39m\n    at play`] },
        { fullName: 'Event Detail', ancestorTitles: ['Event'], title: 'Detail', status: 'passed', failureMessages: [] },
        { fullName: 'Event Detail Loading', ancestorTitles: ['Event', 'Detail'], title: 'Loading', status: 'failed', failureMessages: ['Timeout'] },
        { fullName: 'Event > List', status: 'failed', failureMessages: [] },
      ],
    },
    { name: 'tests/unit/broken.test.ts', status: 'failed', message: 'SyntaxError: Unexpected token', assertionResults: [] },
    { name: 'tests/unit/fine.test.ts', status: 'passed', assertionResults: [{ fullName: 'fine', status: 'passed' }] },
  ],
};

const playwrightReport = {
  stats: { expected: 4, unexpected: 1, flaky: 1, skipped: 0 },
  errors: [{ message: 'Error: global setup failed\nstack' }],
  suites: [
    {
      title: 'routes.spec.ts',
      file: 'routes.spec.ts',
      specs: [],
      suites: [
        {
          title: 'guard',
          file: 'routes.spec.ts',
          specs: [
            {
              title: 'redirects to login',
              file: 'routes.spec.ts',
              tests: [
                {
                  status: 'unexpected',
                  results: [{ status: 'failed', error: { message: 'first try' } }, { status: 'failed', error: { message: `x`.repeat(200) } }],
                },
              ],
            },
            { title: 'passes', file: 'routes.spec.ts', tests: [{ status: 'expected', results: [{ status: 'passed' }] }] },
            { title: 'retried', file: 'routes.spec.ts', tests: [{ status: 'flaky', results: [{ status: 'failed', error: { message: 'once' } }, { status: 'passed' }] }] },
          ],
        },
      ],
    },
  ],
};

describe('count-results', () => {
  it('counts a vitest report, a file that failed to run counting as a failure', () => {
    expect(run(vitestReport)).toBe('7 4');
  });

  it('counts an unsuccessful vitest report with no failed test as one failure', () => {
    expect(run({ numPassedTests: 3, numFailedTests: 0, success: false, testResults: [] })).toBe('3 1');
  });

  it('counts a Playwright report: flaky tests passed, errors outside tests failed', () => {
    expect(run(playwrightReport)).toBe('5 2');
  });

  it('names every failed vitest test with its file and the first line of its error, without colour codes', () => {
    expect(run(vitestReport, '--failures').split('\n').filter(Boolean)).toEqual([
      'stories/screens/Event.stories.tsx > Event > Detail Error: Error: expected visible',
      'stories/screens/Event.stories.tsx > Event > Detail > Loading: Timeout',
      'stories/screens/Event.stories.tsx > Event > List: (no message)',
      'tests/unit/broken.test.ts: SyntaxError: Unexpected token',
    ]);
  });

  it('names unexpected Playwright tests with their describe path and last error, cut at 160 characters', () => {
    const lines = run(playwrightReport, '--failures').split('\n').filter(Boolean);
    expect(lines).toEqual([`routes.spec.ts > guard > redirects to login: ${'x'.repeat(157)}...`, '(outside a test): Error: global setup failed']);
  });

  it('prints nothing when nothing failed', () => {
    expect(run({ numPassedTests: 1, numFailedTests: 0, success: true, testResults: [] }, '--failures')).toBe('');
  });

  it('rejects a report of an unknown shape', () => {
    expect(() => run({ something: 'else' })).toThrow();
  });
});
