// Setup of the "logic" project: pure rules tested without a DOM or the mock backend. console.error still fails a test.
import { afterEach } from 'vitest';
import { collectGuardFailures, installConsoleGuard } from './guards';

installConsoleGuard();

afterEach(() => {
  const failures = collectGuardFailures();
  if (failures.length > 0) throw new Error(failures.join('\n'));
});
