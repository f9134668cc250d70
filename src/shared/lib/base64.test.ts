import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase64Utf8, encodeBase64Utf8 } from './base64';

/** The base64 a reference implementation (Node's Buffer) gives for the UTF-8 bytes of `text`. */
const reference = (text: string): string => Buffer.from(text, 'utf8').toString('base64');
const urlSafeUnpadded = (encoded: string): string => encoded.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** Any Unicode text: every code point, astral ones included (no lone surrogates: they are not characters). */
const anyText = fc.string({ unit: 'binary', maxLength: 200 });
/** Text built from whole graphemes (combining marks, emoji sequences, Vietnamese tones). */
const graphemes = fc.string({ unit: 'grapheme-composite', maxLength: 60 });

describe('encodeBase64Utf8', () => {
  it.each([
    ['', ''],
    ['f', 'Zg=='],
    ['fo', 'Zm8='],
    ['foo', 'Zm9v'],
    ['foob', 'Zm9vYg=='],
    ['fooba', 'Zm9vYmE='],
    ['foobar', 'Zm9vYmFy'],
  ])('gives the RFC 4648 test vector for %j', (text, encoded) => {
    expect(encodeBase64Utf8(text)).toBe(encoded);
  });

  it.each([
    ['Vietnamese', 'Nổ hũ Đà Nẵng', 'TuG7lSBoxakgxJDDoCBO4bq1bmc='],
    ['Chinese', '真人视讯', '55yf5Lq66KeG6K6v'],
    ['Thai', 'สล็อต', '4Liq4Lil4LmH4Lit4LiV'],
    ['emoji (4 bytes each)', '🎰🐟', '8J+OsPCfkJ8='],
    ['a URL with a query', 'https://x.example/?q=Nổ hũ&a=1', 'aHR0cHM6Ly94LmV4YW1wbGUvP3E9TuG7lSBoxakmYT0x'],
  ])('encodes %s text through its UTF-8 bytes', (_, text, encoded) => {
    expect(encodeBase64Utf8(text)).toBe(encoded);
    expect(encodeBase64Utf8(text)).toBe(reference(text));
  });

  it('encodes a lone surrogate as U+FFFD, like TextEncoder', () => {
    expect(decodeBase64Utf8(encodeBase64Utf8('a\uD800b'))).toBe('a\uFFFDb');
    expect(decodeBase64Utf8(encodeBase64Utf8('\uDC00'))).toBe('\uFFFD');
  });

  it('encodes text longer than one chunk of bytes in one piece', () => {
    const long = 'Nổ hũ 🎰 '.repeat(20_000);
    const encoded = encodeBase64Utf8(long);
    expect(encoded).toBe(reference(long));
    expect(decodeBase64Utf8(encoded)).toBe(long);
  });

  it('agrees with the reference for any Unicode text', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(encodeBase64Utf8(text)).toBe(reference(text));
      }),
    );
  });

  it('writes only the standard alphabet, padded to a multiple of 4', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const encoded = encodeBase64Utf8(text);
        const bytes = new TextEncoder().encode(text).length;
        expect(encoded).toMatch(/^[A-Za-z0-9+/]*={0,2}$/);
        expect(encoded).toHaveLength(4 * Math.ceil(bytes / 3));
      }),
    );
  });
});

describe('decodeBase64Utf8', () => {
  it('round-trips any Unicode text', () => {
    for (const texts of [anyText, graphemes]) {
      fc.assert(
        fc.property(texts, (text) => {
          expect(decodeBase64Utf8(encodeBase64Utf8(text))).toBe(text);
        }),
      );
    }
  });

  it('reads the URL-safe alphabet, missing padding and blanks (line breaks of long messages)', () => {
    fc.assert(
      fc.property(anyText, fc.nat(), (text, cut) => {
        const encoded = encodeBase64Utf8(text);
        const at = encoded.length === 0 ? 0 : cut % encoded.length;
        expect(decodeBase64Utf8(urlSafeUnpadded(encoded))).toBe(text);
        expect(decodeBase64Utf8(`${encoded.slice(0, at)}\r\n ${encoded.slice(at)}`)).toBe(text);
      }),
    );
  });

  it.each([
    ['a character outside the alphabet', 'Zm9v!'],
    ['padding in the middle', 'Zg==Zg=='],
    ['three padding characters', 'Zg==='],
    ['a length that no byte count gives', 'Zm9vY'],
    ['plain text', 'not base64 at all'],
  ])('throws on %s', (_, encoded) => {
    expect(() => decodeBase64Utf8(encoded)).toThrow();
  });

  it('throws on bytes that are not UTF-8 instead of guessing', () => {
    expect(() => decodeBase64Utf8(btoa('\xff\xfe\xfd'))).toThrow();
    expect(() => decodeBase64Utf8(btoa('\xc3'))).toThrow(); // a sequence cut short
    expect(() => decodeBase64Utf8(btoa('\xed\xa0\x80'))).toThrow(); // an encoded surrogate
  });

  it('either throws or gives back text whose encoding decodes to it again, whatever it is given', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.base64String(), fc.string({ unit: fc.constantFrom(...'AB+/-_= \n') })), (input) => {
        let decoded: string;
        try {
          decoded = decodeBase64Utf8(input);
        } catch {
          return;
        }
        expect(decodeBase64Utf8(encodeBase64Utf8(decoded))).toBe(decoded);
      }),
    );
  });

  it('reads the unused bits of the last character leniently, as atob does', () => {
    expect(decodeBase64Utf8('AB')).toBe('\0');
    expect(decodeBase64Utf8('QR==')).toBe('A');
  });
});
