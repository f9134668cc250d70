import { describe, expect, it } from 'vitest';
import { counted, filesOverLimit, lineCount, MAX_LINES } from '../../scripts/check-file-lines.mjs';

const lines = (count: number) => 'x\n'.repeat(count);

describe('check-file-lines', () => {
  it('finds a hand-written file past the limit, in every counted kind of file', () => {
    const files: Record<string, string> = {
      'src/features/betting/bet-cart/BetCart.module.css': lines(MAX_LINES + 15),
      'tests/integration/live-data.test.tsx': lines(MAX_LINES + 1),
      'scripts/run.sh': lines(MAX_LINES + 2),
      'mocks/handlers/deposits.ts': lines(MAX_LINES),
    };
    expect(filesOverLimit(Object.keys(files), (path) => files[path] ?? '')).toEqual([
      { path: 'src/features/betting/bet-cart/BetCart.module.css', lines: 315 },
      { path: 'scripts/run.sh', lines: 302 },
      { path: 'tests/integration/live-data.test.tsx', lines: 301 },
    ]);
  });

  it('leaves generated code and data out', () => {
    expect(counted('src/shared/api/generated/main/member/member.ts')).toBe(false);
    expect(counted('mocks/public/mockServiceWorker.js')).toBe(false);
    expect(counted('src/shared/i18n/locales/vi/common.json')).toBe(false);
    expect(counted('openapi/main/schemas/deposit.yaml')).toBe(false);
    expect(counted('contracts/pacts/lotus-web-lotus-main-api.json')).toBe(false);
    expect(counted('stories/screens/wallet/deposits/DepositScreen.stories.tsx')).toBe(true);
    expect(counted('eslint-rules/architecture.js')).toBe(true);
  });

  it('counts lines like wc -l, and a last line without its newline', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\nb')).toBe(2);
  });
});
