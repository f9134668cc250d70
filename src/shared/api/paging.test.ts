import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextPageByTotal } from './paging';

const page = (current: number, rows: number, total: number) => ({ records: Array.from({ length: rows }, (_, i) => i), total, current });

describe('nextPageByTotal', () => {
  it('asks for the next page until every row is loaded', () => {
    const first = page(1, 20, 45);
    expect(nextPageByTotal(first, [first])).toBe(2);
    const second = page(2, 20, 45);
    expect(nextPageByTotal(second, [first, second])).toBe(3);
    const third = page(3, 5, 45);
    expect(nextPageByTotal(third, [first, second, third])).toBeUndefined();
  });

  it('stops at an empty page even when the total says there are more', () => {
    const first = page(1, 20, 60);
    const empty = page(2, 0, 60);
    expect(nextPageByTotal(empty, [first, empty])).toBeUndefined();
  });

  it('walks any list to its end in ceil(total / size) pages', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 1, max: 50 }), (total, size) => {
        const pages = [];
        let next: number | undefined = 1;
        while (next !== undefined) {
          const rows = Math.max(0, Math.min(size, total - (next - 1) * size));
          pages.push(page(next, rows, total));
          next = nextPageByTotal(pages[pages.length - 1] as ReturnType<typeof page>, pages);
        }
        expect(pages.length).toBe(Math.max(1, Math.ceil(total / size)));
      }),
    );
  });
});
