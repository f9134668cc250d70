import { takeUnhandledRequests } from './mock-worker';

/**
 * Makes a story fail on what a passing screen must not do: log a console error (React warnings included) or
 * call an API the mock backend has no handler for.
 */
let logged: string[] = [];
let original: typeof console.error | undefined;

function describe(value: unknown): string {
  if (value instanceof Error) return value.message;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function startGuards(): void {
  takeUnhandledRequests();
  logged = [];
  original ??= console.error;
  const passOn = original;
  console.error = (...args: unknown[]) => {
    logged.push(args.map(describe).join(' '));
    passOn(...args);
  };
}

export function checkGuards(): void {
  if (original) console.error = original;
  const problems = [
    ...takeUnhandledRequests().map((request) => `Request without a mock handler: ${request}`),
    ...logged.map((line) => `console.error: ${line}`),
  ];
  logged = [];
  if (problems.length > 0) throw new Error(problems.join('\n'));
}
