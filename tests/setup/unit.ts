import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetMockState, server } from '@mocks/node';
import { sharedValidator } from '@mocks/openapi/validator';
import { collectGuardFailures, installConsoleGuard, settleContractChecks, trackContractCheck } from './guards';

installConsoleGuard();

// A find waits on the state for up to 4 s, within the 5 s a test has by default, instead of Testing Library's 1 s: on a
// busy machine a toast or a lazily loaded screen can take longer than a second to appear (ADR 017). A test that
// needs longer gives its own find a timeout within its own budget.
configure({ asyncUtilTimeout: 4_000 });

// jsdom does not scroll; the layout's scroll-to-top on navigation would print "Not implemented" on every route change.
window.scrollTo = () => undefined;

// Every response a mock handler produces is checked against the OpenAPI response schema of its operation.
server.events.on('response:mocked', ({ request, response }) => {
  trackContractCheck(
    sharedValidator()
      .check(request, response)
      .then((violation) => (violation ? `${violation.operation}: ${violation.message}` : undefined)),
  );
});

// Unhandled requests fail: msw logs them with console.error (which fails the test) and the request errors.
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(async () => {
  await settleContractChecks();
  const failures = collectGuardFailures();
  await resetMockState();
  localStorage.clear();
  sessionStorage.clear();
  if (failures.length > 0) throw new Error(failures.join('\n'));
});
afterAll(() => server.close());
