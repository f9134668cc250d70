import { describe, expect, it } from 'vitest';
import { isVerificationCode, passwordChangeProblems } from './security-rules';

describe('codes', () => {
  it('codes are exactly 6 digits', () => {
    expect(isVerificationCode('123456')).toBe(true);
    expect(isVerificationCode('12345')).toBe(false);
    expect(isVerificationCode('1234567')).toBe(false);
    expect(isVerificationCode('12345a')).toBe(false);
  });
});

describe('passwordChangeProblems', () => {
  const valid = { oldPassword: 'Lotus2026', newPassword: 'Sen2027moi', confirmPassword: 'Sen2027moi' };

  it('has no problem for a valid change', () => {
    expect(passwordChangeProblems(valid)).toEqual({});
  });

  it('asks for every empty field', () => {
    expect(passwordChangeProblems({ oldPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      oldPassword: 'required',
      newPassword: 'required',
      confirmPassword: 'required',
    });
  });

  it.each(['12345678', 'abcdefgh', 'Ab1', 'Abcdefg1234567890123x', 'Sen 2027moi'])('applies the password rule to %j', (newPassword) => {
    expect(passwordChangeProblems({ ...valid, newPassword, confirmPassword: newPassword }).newPassword).toBe('rule');
  });

  it('refuses a new password equal to the current one', () => {
    expect(passwordChangeProblems({ oldPassword: 'Lotus2026', newPassword: 'Lotus2026', confirmPassword: 'Lotus2026' })).toEqual({
      newPassword: 'sameAsOld',
    });
  });

  it('needs the confirmation to match', () => {
    expect(passwordChangeProblems({ ...valid, confirmPassword: 'Sen2027mo' })).toEqual({ confirmPassword: 'mismatch' });
  });
});
