// Per-test guards used by tests/setup/unit.ts: console.error calls and mock responses that break the OpenAPI
// contract fail the test. A test that means to provoke either can say so with the helpers below.

const consoleErrors: string[] = [];
const contractViolations: string[] = [];
let consoleErrorsExpected = false;
let offContractAllowed = false;

const format = (args: unknown[]): string =>
  args.map((a) => (a instanceof Error ? (a.stack ?? a.message) : typeof a === 'string' ? a : JSON.stringify(a))).join(' ');

let guardInstalled = false;

/** Wraps console.error once: every call is recorded (and still printed). */
export function installConsoleGuard(): void {
  if (guardInstalled) return;
  guardInstalled = true;
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    consoleErrors.push(format(args));
    original(...args);
  };
}

/** For a test that expects console.error output (for example an error boundary test). */
export function expectConsoleErrors(): void {
  consoleErrorsExpected = true;
}

/** For a test that deliberately answers with responses outside the OpenAPI contract. */
export function allowOffContractResponses(): void {
  offContractAllowed = true;
}

const pendingChecks: Array<Promise<void>> = [];

/** Registers a running contract check; its result is recorded when it settles. */
export function trackContractCheck(check: Promise<string | undefined>): void {
  pendingChecks.push(
    check.then((violation) => {
      if (violation !== undefined && !offContractAllowed) contractViolations.push(violation);
    }),
  );
}

/** Waits for every contract check started so far. */
export async function settleContractChecks(): Promise<void> {
  await Promise.all(pendingChecks.splice(0));
}

/** Returns and clears the violations recorded so far in this test. */
export function takeContractViolations(): string[] {
  return contractViolations.splice(0);
}

/** Called after each test: clears the state and returns what should fail the test. */
export function collectGuardFailures(): string[] {
  const failures: string[] = [];
  const violations = takeContractViolations();
  if (violations.length > 0) failures.push(`Mock responses broke the OpenAPI contract:\n  ${violations.join('\n  ')}`);
  const errors = consoleErrors.splice(0);
  if (errors.length > 0 && !consoleErrorsExpected) failures.push(`console.error was called:\n  ${errors.join('\n  ')}`);
  consoleErrorsExpected = false;
  offContractAllowed = false;
  return failures;
}
