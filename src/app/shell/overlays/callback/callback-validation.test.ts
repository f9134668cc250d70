import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CALLBACK_ERROR_KEYS,
  callbackPhonePattern,
  sanitiseCallbackPhone,
  validateCallbackPhone,
} from './callback-validation';

const digit = fc.constantFrom(...'0123456789');
const digits = (min: number, max: number) => fc.array(digit, { minLength: min, maxLength: max }).map((d) => d.join(''));
const otherArea = fc.constantFrom('84', '+84', '1', '65', '855', '+66');

describe('sanitiseCallbackPhone', () => {
  it('keeps only digits, at most 11, in the order typed', () => {
    expect(sanitiseCallbackPhone('091-234 5678')).toBe('0912345678');
    expect(sanitiseCallbackPhone('+84 912 345 678 999')).toBe('84912345678');
    expect(sanitiseCallbackPhone('abc')).toBe('');
  });

  it('property: the result is a prefix of the input digits, digit-only and at most 11 long', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const out = sanitiseCallbackPhone(raw);
        const allDigits = raw.replace(/\D/g, '');
        expect(out).toMatch(/^\d{0,11}$/);
        expect(allDigits.startsWith(out)).toBe(true);
        expect(out.length).toBe(Math.min(11, allDigits.length));
        expect(sanitiseCallbackPhone(out)).toBe(out);
      }),
    );
  });
});

describe('validateCallbackPhone, area +86', () => {
  it.each([
    ['13912345678', null],
    ['19912345678', null],
    ['13012345678', null],
    ['12912345678', 'pattern'],
    ['10012345678', 'pattern'],
    ['23912345678', 'pattern'],
    ['1391234567', 'pattern'],
    ['139123456789', 'pattern'],
    ['912345678', 'pattern'],
    ['', 'empty'],
    ['   ', 'empty'],
  ] as const)('%j -> %s', (phone, expected) => {
    expect(validateCallbackPhone(phone, '86')).toBe(expected);
    expect(validateCallbackPhone(phone, '+86')).toBe(expected);
  });

  it('property: accepts exactly 1, then 3-9, then 9 digits', () => {
    fc.assert(
      fc.property(fc.constantFrom(...'3456789'), digits(9, 9), (second, rest) => {
        expect(validateCallbackPhone(`1${second}${rest}`, '86')).toBeNull();
      }),
    );
    fc.assert(
      fc.property(digits(1, 11), (phone) => {
        const valid = /^1[3-9]\d{9}$/.test(phone);
        expect(validateCallbackPhone(phone, '86')).toBe(valid ? null : 'pattern');
      }),
    );
  });
});

describe('validateCallbackPhone, other areas', () => {
  it.each([
    ['123456', null],
    ['12345678901', null],
    ['912345678', null],
    ['12345', 'pattern'],
    ['123456789012', 'pattern'],
    ['91234a678', 'pattern'],
    ['', 'empty'],
  ] as const)('%j -> %s', (phone, expected) => {
    expect(validateCallbackPhone(phone, '84')).toBe(expected);
  });

  it('property: any 6-11 digits pass, shorter or longer fail', () => {
    fc.assert(
      fc.property(otherArea, digits(6, 11), (area, phone) => {
        expect(validateCallbackPhone(phone, area)).toBeNull();
      }),
    );
    fc.assert(
      fc.property(otherArea, fc.oneof(digits(1, 5), digits(12, 20)), (area, phone) => {
        expect(validateCallbackPhone(phone, area)).toBe('pattern');
      }),
    );
  });

  it('property: whatever was typed, a sanitised non-empty phone is either accepted or a pattern error', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('84', '86'), (raw, area) => {
        const phone = sanitiseCallbackPhone(raw);
        const result = validateCallbackPhone(phone, area);
        if (phone === '') expect(result).toBe('empty');
        else expect(result === null).toBe(callbackPhonePattern(area).test(phone));
      }),
    );
  });
});

describe('error keys', () => {
  it('names the spec message for a bad pattern and the translated "enter number" for empty', () => {
    expect(CALLBACK_ERROR_KEYS).toEqual({ empty: 'overlays:callback.enterNumber', pattern: 'common:Lletter.Llettertip13' });
  });
});
