// What the in-browser benchmarks share (run through tsx: it reads the TypeScript test kit): signing the demo member in
// on a mock scenario through the slide puzzle, and the percentile of a series.
import { SEED_PASSWORD } from '../mocks/seed/members.ts';
import { submitLogin } from '../tests/support/slide-puzzle.ts';

/** The seeded member the benchmarks play as. */
export const MEMBER = { userName: 'lotus888', password: SEED_PASSWORD };

/**
 * Opens /login with the mock reset to `scenario`, signs the member in as a player does and waits for home; when the
 * login page does not let go, throws with what it says.
 */
export async function signInOnScenario(page, base, scenario) {
  await page.goto(`${base}/login?lang=en&mockReset=1&scenario=${scenario}`);
  await submitLogin(page, MEMBER.userName, MEMBER.password);
  try {
    await page.waitForURL(`${base}/`, { timeout: 30_000 });
  } catch {
    const message = await page.getByRole('alert').allTextContents();
    throw new Error(`the sign-in did not leave ${new URL(page.url()).pathname}${message.length ? ` (it says: ${message.join(' / ')})` : ''}`);
  }
}

/** The p-th percentile of `values` (0 for none). */
export function percentile(values, p) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
