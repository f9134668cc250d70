import { describe, expect, it } from 'vitest';
import { isNicknameSavable, NICKNAME_MAX_LENGTH, NICKNAME_MIN_LENGTH, trimmedNicknameLength } from './nickname-rules';

describe('nickname rules', () => {
  it('uses the limits of SPEC.md section 9', () => {
    expect([NICKNAME_MIN_LENGTH, NICKNAME_MAX_LENGTH]).toEqual([4, 10]);
  });

  it.each([
    ['', false],
    ['abc', false],
    ['  abc  ', false],
    ['abcd', true],
    [' ab cd ', true],
    ['Sen', false],
    ['Sen ', false],
    ['Sen Vàng', true],
    ['莲花莲', false],
    ['莲花莲花', true],
  ])('%j savable: %s', (value, savable) => {
    expect(isNicknameSavable(value)).toBe(savable);
  });

  it('counts characters after trimming, emoji as one', () => {
    expect(trimmedNicknameLength('  😀ab  ')).toBe(3);
  });
});
