import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyRegexRule, floatOnly, numberOnly, truncate } from './input-directives';

const asciiDigits = (value: string) => [...value].filter((c) => c >= '0' && c <= '9').join('');
const keyboardText = fc.string({ unit: 'grapheme', maxLength: 40 });
const asciiText = fc.string({ unit: 'binary-ascii', maxLength: 40 });
function isSubsequence(part: string, whole: string): boolean {
  let at = 0;
  for (const char of whole) if (char === part[at]) at += 1;
  return at === part.length;
}
/** Strings mixing digits, dots, letters, spaces, signs, full-width digits and emoji, as a paste could bring. */
const messyText = fc
  .array(fc.constantFrom(...'0123456789.,-+ ()abcXYZ٣０９．é😀'.split(/(?:)/u)), { maxLength: 40 })
  .map((chars) => chars.join(''));

describe('numberOnly', () => {
  it.each([
    ['', ''],
    ['0912345678', '0912345678'],
    ['091-234-5678', '0912345678'],
    ['+84 912 345 678', '84912345678'],
    ['12.50', '1250'],
    ['abc', ''],
    ['  7 ', '7'],
    ['１２３', '123'],
    ['٣4', '4'],
    ['1😀2', '12'],
  ])('%j -> %j', (input, expected) => expect(numberOnly(input)).toBe(expected));

  it('outputs only ASCII digits', () => {
    fc.assert(fc.property(keyboardText, (value) => /^[0-9]*$/.test(numberOnly(value))));
    fc.assert(fc.property(messyText, (value) => /^[0-9]*$/.test(numberOnly(value))));
  });

  it('is idempotent', () => {
    fc.assert(fc.property(messyText, (value) => numberOnly(numberOnly(value)) === numberOnly(value)));
  });

  it('keeps every digit typed, in order', () => {
    fc.assert(fc.property(messyText, (value) => isSubsequence(asciiDigits(value), numberOnly(value))));
    fc.assert(fc.property(asciiText, (value) => numberOnly(value) === asciiDigits(value)));
  });

  it('never makes a value longer', () => {
    fc.assert(fc.property(messyText, (value) => numberOnly(value).length <= value.length));
  });

  it('leaves a string of digits untouched', () => {
    fc.assert(fc.property(fc.stringMatching(/^[0-9]{0,30}$/), (digits) => numberOnly(digits) === digits));
  });
});

describe('floatOnly', () => {
  it.each([
    ['', ''],
    ['12.50', '12.50'],
    ['1,234.5', '1234.5'],
    ['-3.2', '3.2'],
    ['1.2.3', '1.2.3'],
    ['.5', '.5'],
    ['abc', ''],
    ['１２．５', '12.5'],
    ['1e5', '15'],
  ])('%j -> %j', (input, expected) => expect(floatOnly(input)).toBe(expected));

  it('outputs only digits and dots', () => {
    fc.assert(fc.property(messyText, (value) => /^[0-9.]*$/.test(floatOnly(value))));
  });

  it('is idempotent and keeps what the number directive keeps', () => {
    fc.assert(
      fc.property(messyText, (value) => {
        const kept = floatOnly(value);
        return floatOnly(kept) === kept && numberOnly(kept) === numberOnly(value);
      }),
    );
  });

  it('keeps every ASCII dot and digit typed, in order', () => {
    fc.assert(
      fc.property(asciiText, (value) => floatOnly(value) === [...value].filter((c) => /[0-9.]/.test(c)).join('')),
    );
    fc.assert(fc.property(messyText, (value) => isSubsequence(value.replace(/[^0-9.]/g, ''), floatOnly(value))));
  });

  it('never makes a value longer', () => {
    fc.assert(fc.property(messyText, (value) => floatOnly(value).length <= value.length));
  });
});

describe('truncate', () => {
  it.each([
    ['0912345678', 9, '091234567'],
    ['091234567', 9, '091234567'],
    ['0912', 9, '0912'],
    ['abc', 0, ''],
    ['abc', -1, ''],
    ['abc', Number.NaN, ''],
    ['abc', 2.9, 'ab'],
    ['abc', Number.POSITIVE_INFINITY, 'abc'],
    ['', 5, ''],
  ])('%j to %d -> %j', (value, max, expected) => expect(truncate(value, max)).toBe(expected));

  it('returns a prefix no longer than the maximum', () => {
    fc.assert(
      fc.property(keyboardText, fc.integer({ min: 0, max: 50 }), (value, max) => {
        const cut = truncate(value, max);
        return cut.length <= max && value.startsWith(cut) && cut.length === Math.min(value.length, max);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(
        keyboardText,
        fc.integer({ min: 0, max: 50 }),
        (value, max) => truncate(truncate(value, max), max) === truncate(value, max),
      ),
    );
  });

  it('keeps the first digits typed when cutting a phone number', () => {
    fc.assert(
      fc.property(messyText, fc.integer({ min: 1, max: 11 }), (value, max) => {
        const kept = truncate(numberOnly(value), max);
        return numberOnly(value).startsWith(kept) && kept.length === Math.min(max, numberOnly(value).length);
      }),
    );
  });
});

describe('applyRegexRule', () => {
  const rule = { pattern: /^[0-9]{6}$/, message: 'Six digits please', placeholder: 'Enter the code' };

  it('passes a matching value', () => expect(applyRegexRule('123456', rule)).toBeNull());
  it('shows the message for a value that does not match', () => {
    expect(applyRegexRule('12345', rule)).toBe('Six digits please');
    expect(applyRegexRule('12345a', rule)).toBe('Six digits please');
  });
  it('shows the placeholder as the error when empty', () => expect(applyRegexRule('', rule)).toBe('Enter the code'));
  it('falls back to the message when there is no placeholder', () => {
    expect(applyRegexRule('', { pattern: rule.pattern, message: rule.message })).toBe('Six digits please');
    expect(applyRegexRule('', { ...rule, placeholder: '' })).toBe('Six digits please');
  });
  it('checks an empty value against the placeholder even when the pattern accepts empty', () => {
    expect(applyRegexRule('', { pattern: /^\d*$/, message: 'Digits only', placeholder: 'Amount' })).toBe('Amount');
  });
  it('gives the same answer every time for a global or sticky pattern', () => {
    const global = { pattern: /\d{3}/g, message: 'bad' };
    const sticky = { pattern: /\d{3}/y, message: 'bad' };
    for (let round = 0; round < 3; round += 1) {
      expect(applyRegexRule('123', global)).toBeNull();
      expect(applyRegexRule('123', sticky)).toBeNull();
    }
    expect(global.pattern.lastIndex).toBe(0);
  });
  it('agrees with the pattern for any non-empty value', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), (value) => {
        const result = applyRegexRule(value, rule);
        return rule.pattern.test(value) ? result === null : result === rule.message;
      }),
    );
  });
  it('keeps case-insensitive flags', () => {
    expect(applyRegexRule('ABC', { pattern: /^abc$/i, message: 'bad' })).toBeNull();
  });
});
