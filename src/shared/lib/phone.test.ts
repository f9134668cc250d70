import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numberOnly } from './input-directives';
import {
  bankCardMinLength,
  isPhoneCountry,
  PHONE_INPUT_MAX,
  PHONE_MAX_LENGTH_BY_COUNTRY,
  phoneMaxLength,
  sanitisePhone,
} from './phone';

const SPEC_LENGTHS: [string, number][] = [
  ['CN', 11],
  ['VN', 9],
  ['JP', 10],
  ['US', 10],
  ['KOR', 11],
  ['TW', 9],
  ['SG', 8],
  ['PH', 10],
  ['HK', 8],
  ['KH', 9],
  ['IDR', 11],
];

describe('phoneMaxLength', () => {
  it.each(SPEC_LENGTHS)('%s allows %d digits', (country, length) => expect(phoneMaxLength(country)).toBe(length));

  it('knows exactly the countries of the spec', () => {
    expect(Object.entries(PHONE_MAX_LENGTH_BY_COUNTRY).sort()).toEqual([...SPEC_LENGTHS].sort());
  });

  it('reads codes in any case and with stray spaces', () => {
    expect(phoneMaxLength('vn')).toBe(9);
    expect(phoneMaxLength(' sg ')).toBe(8);
    expect(phoneMaxLength('Kor')).toBe(11);
  });

  it.each([['FR'], [''], [null], [undefined], ['toString'], ['__proto__'], ['constructor']])(
    'falls back to the phone input maximum for %j',
    (country) => expect(phoneMaxLength(country)).toBe(PHONE_INPUT_MAX),
  );

  it('is 11 for the phone input maximum', () => expect(PHONE_INPUT_MAX).toBe(11));

  it('never exceeds the phone input maximum for any code', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 5 }),
        (code) => phoneMaxLength(code) <= PHONE_INPUT_MAX && phoneMaxLength(code) >= 8,
      ),
    );
  });
});

describe('isPhoneCountry', () => {
  it('accepts the spec codes and nothing else', () => {
    for (const [country] of SPEC_LENGTHS) expect(isPhoneCountry(country)).toBe(true);
    expect(isPhoneCountry('FR')).toBe(false);
    expect(isPhoneCountry('hasOwnProperty')).toBe(false);
    expect(isPhoneCountry(null)).toBe(false);
  });
});

describe('bankCardMinLength', () => {
  it('is 16 for CN', () => {
    expect(bankCardMinLength('CN')).toBe(16);
    expect(bankCardMinLength('cn')).toBe(16);
  });
  it.each([['VN'], ['US'], ['KOR'], [''], [null], [undefined]])('is 4 for %j', (country) =>
    expect(bankCardMinLength(country)).toBe(4),
  );
});

describe('sanitisePhone', () => {
  it.each([
    ['0912 345 678', 'VN', '091234567'],
    ['091-234-567', 'VN', '091234567'],
    ['13800138000', 'CN', '13800138000'],
    ['138001380001', 'CN', '13800138000'],
    ['+65 9123 45678', 'SG', '65912345'],
    ['abc', 'VN', ''],
    ['123456789012', 'FR', '12345678901'],
  ])('%j in %s -> %j', (input, country, expected) => expect(sanitisePhone(input, country)).toBe(expected));

  const countries = fc.constantFrom(...SPEC_LENGTHS.map(([country]) => country), 'FR', '');

  it('keeps only digits, at most the country maximum', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), countries, (value, country) => {
        const kept = sanitisePhone(value, country);
        return /^[0-9]*$/.test(kept) && kept.length <= phoneMaxLength(country);
      }),
    );
  });

  it('keeps the first digits typed up to the maximum', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), countries, (value, country) => {
        const digits = numberOnly(value);
        const kept = sanitisePhone(value, country);
        return kept === digits.slice(0, phoneMaxLength(country));
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), countries, (value, country) => {
        const once = sanitisePhone(value, country);
        return sanitisePhone(once, country) === once;
      }),
    );
  });
});
