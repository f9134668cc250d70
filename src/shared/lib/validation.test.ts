import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AGENT_ACCOUNT_PATTERN,
  BANK_CARD_PATTERN,
  accountLoginForm,
  isValidPassword,
  isValidUsername,
  isValidEmail,
  isValidMobile,
  isValidUrl,
  isValidUsernameAlt,
  PHONE_CODE_PATTERN,
  WITHDRAW_PASSWORD_PATTERN,
} from './validation';
import { phoneMaxLength } from './phone';

const alnum = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'.split(''));
const letters = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''));
const digits = fc.constantFrom(...'0123456789'.split(''));
const word = (chars: fc.Arbitrary<string>, min: number, max: number) =>
  fc.array(chars, { minLength: min, maxLength: max }).map((a) => a.join(''));

describe('username', () => {
  it.each([
    ['lotus8', true],
    ['lotus888', true],
    ['a'.repeat(20), true],
    ['lotus', false],
    ['a'.repeat(21), false],
    ['lotus_88', false],
    ['lotus 88', false],
    ['', false],
  ])('%s -> %s', (value, ok) => expect(isValidUsername(value)).toBe(ok));

  it('accepts every 6-20 letters-and-digits string', () => {
    fc.assert(fc.property(word(alnum, 6, 20), (value) => isValidUsername(value)));
  });

  it('rejects anything with another character', () => {
    const other = fc.string({ minLength: 1, maxLength: 3 }).filter((s) => /[^A-Za-z0-9]/.test(s));
    fc.assert(fc.property(word(alnum, 3, 10), other, word(alnum, 3, 10), (a, b, c) => !isValidUsername(a + b + c)));
  });

  it('alternative rule needs a letter and a digit within 6-16', () => {
    expect(isValidUsernameAlt('abc123')).toBe(true);
    expect(isValidUsernameAlt('abcdef')).toBe(false);
    expect(isValidUsernameAlt('123456')).toBe(false);
    expect(isValidUsernameAlt('a1'.repeat(8))).toBe(true);
    expect(isValidUsernameAlt('a1'.repeat(8) + 'x')).toBe(false);
  });
});

describe('password', () => {
  it.each([
    ['Lotus2026', true],
    ['abcd1234', true],
    ['12345678', false],
    ['abcdefgh', false],
    ['Ab1', false],
    ['Ab1'.repeat(7), false],
    ['Lotus 2026', false],
    ['Lotus-2026', false],
  ])('%s -> %s', (value, ok) => expect(isValidPassword(value)).toBe(ok));

  it('is valid exactly when 8-20 letters and digits with at least one of each', () => {
    fc.assert(
      fc.property(word(alnum, 0, 24), (value) => {
        const expected = value.length >= 8 && value.length <= 20 && /[A-Za-z]/.test(value) && /\d/.test(value);
        return isValidPassword(value) === expected;
      }),
    );
  });

  it('never accepts all digits or all letters', () => {
    fc.assert(fc.property(word(digits, 8, 20), (value) => !isValidPassword(value)));
    fc.assert(fc.property(word(letters, 8, 20), (value) => !isValidPassword(value)));
  });
});

describe('codes, cards and agent accounts', () => {
  it('phone and withdraw codes are exactly 6 digits', () => {
    for (const pattern of [PHONE_CODE_PATTERN, WITHDRAW_PASSWORD_PATTERN]) {
      expect(pattern.test('123456')).toBe(true);
      expect(pattern.test('12345')).toBe(false);
      expect(pattern.test('1234567')).toBe(false);
      expect(pattern.test('12a456')).toBe(false);
    }
  });
  it('bank cards have 6-19 digits', () => {
    expect(BANK_CARD_PATTERN.test('123456')).toBe(true);
    expect(BANK_CARD_PATTERN.test('1'.repeat(19))).toBe(true);
    expect(BANK_CARD_PATTERN.test('12345')).toBe(false);
    expect(BANK_CARD_PATTERN.test('1'.repeat(20))).toBe(false);
  });
  it('agent accounts are a_ and 3-15 alphanumerics', () => {
    expect(AGENT_ACCOUNT_PATTERN.test('a_abc')).toBe(true);
    expect(AGENT_ACCOUNT_PATTERN.test('a_' + 'x'.repeat(15))).toBe(true);
    expect(AGENT_ACCOUNT_PATTERN.test('a_ab')).toBe(false);
    expect(AGENT_ACCOUNT_PATTERN.test('b_abc')).toBe(false);
    expect(AGENT_ACCOUNT_PATTERN.test('a_' + 'x'.repeat(16))).toBe(false);
  });
});

describe('login form schema', () => {
  it('returns the translated rule key for each bad field and keeps the values', () => {
    const result = accountLoginForm.safeParse({ userName: 'ab', password: '12345678' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => [issue.path[0], issue.message]);
    expect(messages).toEqual([
      ['userName', 'auth:login.usernameRule'],
      ['password', 'auth:login.passwordRule'],
    ]);
  });
});

describe('e-mail and URL', () => {
  it.each([
    ['player@lotus.example', true],
    ['first.last+tag@mail.lotus.vn', true],
    ['a@b.co', true],
    ['player@lotus', false],
    ['player.lotus.example', false],
    ['player@@lotus.example', false],
    ['pla yer@lotus.example', false],
    ['player@lotus.e', false],
    ['', false],
  ])('e-mail %s -> %s', (value, ok) => expect(isValidEmail(value)).toBe(ok));

  it('accepts every address built from a plain local part and a dotted domain', () => {
    const label = word(alnum, 1, 10);
    fc.assert(
      fc.property(label, fc.array(label, { minLength: 1, maxLength: 3 }), word(letters, 2, 6), (local, parts, tld) =>
        isValidEmail(`${local}@${parts.join('.')}.${tld}`),
      ),
    );
  });

  it('never accepts an address with whitespace or without exactly one @', () => {
    fc.assert(fc.property(fc.string({ maxLength: 30 }).filter((s) => !s.includes('@')), (value) => !isValidEmail(value)));
    fc.assert(fc.property(word(alnum, 1, 8), word(alnum, 1, 8), (a, b) => !isValidEmail(`${a} ${b}@lotus.example`)));
  });

  it.each([
    ['https://lotus.example', true],
    ['http://m.lotus.example:8080/register?referCode=LT1A2B', true],
    ['ftp://lotus.example', false],
    ['https://lotus example', false],
    ['lotus.example', false],
  ])('URL %s -> %s', (value, ok) => expect(isValidUrl(value)).toBe(ok));
});

describe('mobile numbers by area', () => {
  it('+86 numbers are 1, a digit 3-9 and 9 more digits', () => {
    expect(isValidMobile('13812345678', 'CN')).toBe(true);
    expect(isValidMobile('12812345678', 'CN')).toBe(false);
    expect(isValidMobile('1381234567', 'CN')).toBe(false);
    fc.assert(fc.property(fc.constantFrom(...'3456789'.split('')), word(digits, 9, 9), (second, rest) => isValidMobile(`1${second}${rest}`, 'CN')));
  });

  it('other areas take 6 digits up to the country maximum', () => {
    expect(isValidMobile('912345678', 'VN')).toBe(true);
    expect(isValidMobile('9123456789', 'VN')).toBe(false);
    expect(isValidMobile('12345', 'VN')).toBe(false);
    expect(isValidMobile('12345678', 'SG')).toBe(true);
    expect(isValidMobile('123456789', 'SG')).toBe(false);
    expect(isValidMobile('12345678901', 'ZZ')).toBe(true);
    expect(isValidMobile('91234567a', 'VN')).toBe(false);
  });

  it('is valid exactly when all digits and 6 to the country maximum long (non-CN)', () => {
    const countries = fc.constantFrom('VN', 'JP', 'US', 'KOR', 'TW', 'SG', 'PH', 'HK', 'KH', 'IDR', 'XX');
    fc.assert(
      fc.property(countries, word(digits, 0, 14), (country, value) => {
        const expected = value.length >= 6 && value.length <= phoneMaxLength(country);
        return isValidMobile(value, country) === expected;
      }),
    );
  });
});
