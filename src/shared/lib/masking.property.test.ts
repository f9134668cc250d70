// Properties every mask must keep whatever the input: it never shows a non-empty value whole, keeps the ends
// it promises, and (where the rule counts stars per hidden character) keeps the length.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatTimeString,
  INVALID_DATE_FORMAT,
  INVALID_TIME_STRING,
  maskAccountName,
  maskEmail,
  maskGeneric,
  maskMiddle,
  maskPersonName,
  maskPhone,
  parseTimeString,
  phoneTailLength,
} from './masking';

const length = (text: string) => Array.from(text).length;
const text = fc.string({ unit: 'grapheme-composite', minLength: 1, maxLength: 30 });
const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^[0-9]{${min},${max}}$`));
// Letters only (no character that counts as a space), with Vietnamese and other Latin accents.
const word = fc.stringMatching(/^[A-Za-zÀ-ÖØ-öø-ÿĐđƠơƯư]{1,10}$/);

describe('mask properties', () => {
  it('maskMiddle hides at least one character, keeps the length and only ever adds stars', () => {
    fc.assert(
      fc.property(text.filter((value) => !value.includes('*')), fc.nat(12), fc.nat(12), (value, head, tail) => {
        const shown = Array.from(maskMiddle(value, head, tail));
        const original = Array.from(value);
        expect(shown).toHaveLength(original.length);
        expect(shown).toContain('*');
        shown.forEach((char, i) => expect(char === '*' || char === original[i]).toBe(true));
      }),
    );
  });

  it('maskGeneric keeps 2 characters at each end whenever the value has 5 or more', () => {
    fc.assert(
      fc.property(text.filter((value) => length(value) >= 5), (value) => {
        const original = Array.from(value);
        const shown = Array.from(maskGeneric(value));
        expect(shown.slice(0, 2)).toEqual(original.slice(0, 2));
        expect(shown.slice(-2)).toEqual(original.slice(-2));
        expect(shown.slice(2, -2).every((char) => char === '*')).toBe(true);
      }),
    );
  });

  it('maskAccountName always has exactly three stars in the middle and the right ends', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{2,20}$/), (name) => {
        const keep = name.length <= 5 ? 1 : 2;
        expect(maskAccountName(name)).toBe(`${name.slice(0, keep)}***${name.slice(-keep)}`);
      }),
    );
  });

  it('maskPhone keeps the first 3 and the promised tail of any 6-11 digit number, hiding the rest', () => {
    fc.assert(
      fc.property(digits(6, 11), (phone) => {
        const tail = phoneTailLength(phone.length);
        const masked = maskPhone(phone);
        expect(masked).toHaveLength(phone.length);
        expect(masked.slice(0, 3)).toBe(phone.slice(0, 3));
        expect(masked.slice(-tail)).toBe(phone.slice(-tail));
        expect(masked.slice(3, -tail)).toMatch(/^\*+$/);
      }),
    );
  });

  it('maskPhone in the app shell is always first 3, "****", then at most the last 4, never every digit', () => {
    fc.assert(
      fc.property(digits(6, 11), (phone) => {
        const masked = maskPhone(phone, { appShell: true });
        const tail = masked.slice(7);
        expect(masked.slice(0, 7)).toBe(`${phone.slice(0, 3)}****`);
        expect(tail.length).toBe(phone.length > 7 ? 4 : phoneTailLength(phone.length));
        expect(phone.endsWith(tail)).toBe(true);
        expect(3 + tail.length).toBeLessThan(phone.length);
      }),
    );
  });

  it('maskPersonName never returns any word but the first and last whole', () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 3, maxLength: 6 }), (words) => {
        const masked = maskPersonName(words.join(' '));
        expect(masked).toBe(`${words[0]} ${'*'.repeat(words.length - 2)} ${words[words.length - 1]}`);
      }),
    );
  });

  it('maskEmail keeps the domain and masks the part before it', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9._]{1,20}$/), fc.domain(), (local, domain) => {
        expect(maskEmail(`${local}@${domain}`)).toBe(`${maskGeneric(local)}@${domain}`);
      }),
    );
  });
});

describe('time string properties', () => {
  it('every real date formats back to its own day, month and year', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }), (date) => {
        const iso = date.toISOString().slice(0, 10);
        const [year, month, day] = iso.split('-');
        expect(formatTimeString(iso, 'vi')).toBe(`${day}-${month}-${year}`);
        expect(formatTimeString(iso, 'en')).toBe(`${month}-${day}-${year}`);
      }),
    );
  });

  it('any string raises one of the two documented errors or parses', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 25 }), (value) => {
        try {
          parseTimeString(value);
        } catch (error) {
          expect([INVALID_TIME_STRING, INVALID_DATE_FORMAT]).toContain((error as Error).message);
        }
      }),
    );
  });
});
