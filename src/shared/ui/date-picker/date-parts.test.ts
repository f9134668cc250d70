import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  changePart,
  composeDate,
  dayChoices,
  daysInMonth,
  formatDateForLanguage,
  monthChoices,
  parseIsoDate,
  partialFrom,
  partOrder,
  todayIso,
  toIsoDate,
  yearChoices,
} from './date-parts';

const MIN = { year: 1900, month: 1, day: 1 };
const MAX = { year: 2007, month: 6, day: 15 };

describe('parseIsoDate / toIsoDate', () => {
  it.each([
    ['1990-08-15', { year: 1990, month: 8, day: 15 }],
    ['2000-02-29', { year: 2000, month: 2, day: 29 }],
  ])('reads %s', (value, parts) => expect(parseIsoDate(value)).toEqual(parts));

  it.each([['1900-02-29'], ['2023-02-30'], ['2023-13-01'], ['2023-00-10'], ['2023-1-5'], ['15-08-1990'], [''], [null]])(
    'rejects %j',
    (value) => expect(parseIsoDate(value)).toBeNull(),
  );

  it('round-trips every real date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString().slice(0, 10);
          const parts = parseIsoDate(iso);
          return parts !== null && toIsoDate(parts) === iso;
        },
      ),
    );
  });

  it('knows month lengths and leap years', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2023, 4)).toBe(30);
    expect(daysInMonth(2023, 12)).toBe(31);
  });

  it('gives today in local time', () => expect(todayIso(new Date(2025, 0, 5, 23, 30))).toBe('2025-01-05'));
});

describe('display order by language (SPEC.md section 9)', () => {
  it('is DD-MM-YYYY in Vietnamese', () => {
    expect(partOrder('vi')).toEqual(['day', 'month', 'year']);
    expect(formatDateForLanguage('1990-08-15', 'vi')).toBe('15-08-1990');
  });
  it.each([['en'], ['zh-cn'], ['th']])('is MM-DD-YYYY in %s', (language) => {
    expect(partOrder(language)).toEqual(['month', 'day', 'year']);
    expect(formatDateForLanguage('1990-08-15', language)).toBe('08-15-1990');
  });
  it('shows nothing for an invalid date', () => expect(formatDateForLanguage('1990-02-30', 'vi')).toBe(''));
});

describe('choices inside the range', () => {
  it('lists years newest first', () => {
    const years = yearChoices(MIN, MAX);
    expect(years[0]).toBe(2007);
    expect(years[years.length - 1]).toBe(1900);
    expect(years).toHaveLength(108);
  });
  it('stops the months and days at the range edges', () => {
    expect(monthChoices(2007, MIN, MAX)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(monthChoices(2006, MIN, MAX)).toHaveLength(12);
    expect(dayChoices(2007, 6, MIN, MAX)).toHaveLength(15);
    expect(dayChoices(2007, 5, MIN, MAX)).toHaveLength(31);
    expect(dayChoices(1900, 1, { year: 1900, month: 1, day: 10 }, MAX)[0]).toBe(10);
  });
  it('keeps 29 February possible until a year rules it out', () => {
    expect(dayChoices(null, 2, MIN, MAX)).toContain(29);
    expect(dayChoices(2003, 2, MIN, MAX)).not.toContain(29);
    expect(dayChoices(null, null, MIN, MAX)).toHaveLength(31);
  });
});

describe('changePart', () => {
  const full = partialFrom('2004-01-31');
  it('empties a day the new month does not have', () => {
    expect(changePart(full, 'month', 2, MIN, MAX)).toEqual({ year: 2004, month: 2, day: null });
    expect(changePart(full, 'month', 3, MIN, MAX)).toEqual({ year: 2004, month: 3, day: 31 });
  });
  it('empties a month beyond the latest date when the year moves to it', () => {
    expect(changePart(partialFrom('2004-09-10'), 'year', 2007, MIN, MAX)).toEqual({ year: 2007, month: null, day: 10 });
  });
  it('empties 29 February when the year is not a leap year', () => {
    expect(changePart(partialFrom('2004-02-29'), 'year', 2005, MIN, MAX)).toEqual({ year: 2005, month: 2, day: null });
  });
  it('never produces a date outside the range or an invalid date', () => {
    const part = fc.constantFrom('year' as const, 'month' as const, 'day' as const);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(part, fc.integer({ min: 1, max: 31 }), fc.integer({ min: 1900, max: 2007 })), {
          maxLength: 8,
        }),
        (steps) => {
          let state = partialFrom('');
          for (const [which, small, year] of steps) {
            const choice = which === 'year' ? year : which === 'month' ? ((small - 1) % 12) + 1 : small;
            const allowed =
              which === 'year'
                ? yearChoices(MIN, MAX)
                : which === 'month'
                  ? monthChoices(state.year, MIN, MAX)
                  : dayChoices(state.year, state.month, MIN, MAX);
            if (!allowed.includes(choice)) continue;
            state = changePart(state, which, choice, MIN, MAX);
          }
          const iso = composeDate(state);
          return iso === '' || (parseIsoDate(iso) !== null && iso >= '1900-01-01' && iso <= '2007-06-15');
        },
      ),
    );
  });
  it('composes only complete dates', () => {
    expect(composeDate({ year: 1990, month: 8, day: 5 })).toBe('1990-08-05');
    expect(composeDate({ year: 1990, month: null, day: 5 })).toBe('');
  });
});
