import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canConfirm, digitsOnly, isVerifyCode, isVerifyPhone } from './verification-rules';

const digit = fc.constantFrom(...'0123456789');
const digits = (min: number, max: number) => fc.array(digit, { minLength: min, maxLength: max }).map((d) => d.join(''));

describe('verification rules', () => {
  it.each([
    ['123456', true],
    ['12345678901', true],
    ['12345', false],
    ['123456789012', false],
    ['12345a', false],
    ['', false],
  ] as const)('phone %j -> %s', (phone, ok) => {
    expect(isVerifyPhone(phone)).toBe(ok);
  });

  it.each([
    ['1234', true],
    ['123456', true],
    ['123', false],
    ['1234567', false],
    ['12 34', false],
    ['', false],
  ] as const)('code %j -> %s', (code, ok) => {
    expect(isVerifyCode(code)).toBe(ok);
  });

  it('property: confirm is enabled exactly for phone 6-11 digits and code 4-6 digits', () => {
    fc.assert(
      fc.property(digits(0, 14), digits(0, 8), (phone, code) => {
        const expected = phone.length >= 6 && phone.length <= 11 && code.length >= 4 && code.length <= 6;
        expect(canConfirm(phone, code)).toBe(expected);
      }),
    );
  });

  it('property: digitsOnly keeps the typed digits up to the maximum', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 12 }), (raw, max) => {
        const out = digitsOnly(raw, max);
        expect(out).toBe(raw.replace(/\D/g, '').slice(0, max));
        expect(out.length).toBeLessThanOrEqual(max);
      }),
    );
  });
});
