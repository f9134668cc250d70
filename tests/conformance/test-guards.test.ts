// The unit-test setup fails a test on unhandled requests and on console.error; these tests provoke both and
// read the guard's verdict directly (which also clears it, so the tests themselves pass).
import { describe, expect, it } from 'vitest';
import { collectGuardFailures, expectConsoleErrors } from '../setup/guards';

describe('unit test guards', () => {
  it('turn an unhandled request into a failure', async () => {
    await expect(fetch('http://lotus.test/api/not/mocked')).rejects.toThrow();
    const failures = collectGuardFailures();
    expect(failures.join('\n')).toMatch(/console\.error was called[\s\S]*\/api\/not\/mocked/);
  });

  it('turn console.error into a failure unless the test expects it', () => {
    console.error('something broke');
    expect(collectGuardFailures()).toEqual([expect.stringContaining('something broke')]);
    expectConsoleErrors();
    console.error('expected noise');
    expect(collectGuardFailures()).toEqual([]);
  });
});
