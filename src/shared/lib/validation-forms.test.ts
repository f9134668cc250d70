import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountRegisterForm,
  deviceCheckForm,
  emailAddressForm,
  forgetByEmailForm,
  forgetBySmsForm,
  FORM_MESSAGES,
  messageKeysByField,
  mobileLoginForm,
  mobileNumberForm,
} from './validation-forms';

const digits = (min: number, max: number) =>
  fc.array(fc.constantFrom(...'0123456789'.split('')), { minLength: min, maxLength: max }).map((a) => a.join(''));

const keysOf = (result: { error?: Parameters<typeof messageKeysByField>[0] }) => messageKeysByField(result.error);

describe('mobile sign-in and registration', () => {
  it('accepts a valid number of the area and a 6-digit code', () => {
    expect(mobileLoginForm('VN').safeParse({ mobile: '912345678', smsCode: '123456' }).success).toBe(true);
    expect(mobileLoginForm('CN').safeParse({ mobile: '13812345678', smsCode: '123456' }).success).toBe(true);
  });

  it('names the phone and code fields with their message keys', () => {
    expect(keysOf(mobileLoginForm('VN').safeParse({ mobile: '9123456789', smsCode: '12345' }))).toEqual({
      mobile: FORM_MESSAGES.phone,
      smsCode: FORM_MESSAGES.code,
    });
    expect(keysOf(mobileLoginForm('CN').safeParse({ mobile: '912345678', smsCode: '1234567' }))).toEqual({
      mobile: FORM_MESSAGES.phone,
      smsCode: FORM_MESSAGES.code,
    });
  });

  it('the code is valid exactly when it has 6 digits', () => {
    fc.assert(
      fc.property(digits(0, 8), (code) => {
        const ok = mobileLoginForm('VN').safeParse({ mobile: '912345678', smsCode: code }).success;
        return ok === (code.length === 6);
      }),
    );
  });

  it('the number alone is checked before a code is sent', () => {
    expect(mobileNumberForm('VN').safeParse({ mobile: '912345678' }).success).toBe(true);
    expect(keysOf(mobileNumberForm('VN').safeParse({ mobile: '91234' }))).toEqual({ mobile: FORM_MESSAGES.phone });
  });
});

describe('username registration', () => {
  const valid = { userName: 'newlotus01', password: 'Lotus2026', confirmPassword: 'Lotus2026' };

  it('accepts a valid name with the same password twice', () => {
    expect(accountRegisterForm.safeParse(valid).success).toBe(true);
  });

  it('reports a different repeated password even while other fields are wrong', () => {
    const result = accountRegisterForm.safeParse({ userName: 'ab', password: 'Lotus2026', confirmPassword: 'Lotus2027' });
    expect(keysOf(result)).toEqual({ userName: FORM_MESSAGES.username, confirmPassword: FORM_MESSAGES.confirmMismatch });
  });

  it('a valid password repeated exactly always passes the match rule', () => {
    const alnum = fc.constantFrom(...'abcXYZ0123456789'.split(''));
    const password = fc
      .array(alnum, { minLength: 8, maxLength: 20 })
      .map((a) => a.join(''))
      .filter((p) => /[A-Za-z]/.test(p) && /\d/.test(p));
    fc.assert(fc.property(password, (p) => accountRegisterForm.safeParse({ ...valid, password: p, confirmPassword: p }).success));
    fc.assert(
      fc.property(password, password, (p, q) => {
        const result = accountRegisterForm.safeParse({ ...valid, password: p, confirmPassword: q });
        return result.success === (p === q);
      }),
    );
  });
});

describe('password reset', () => {
  it('by SMS needs the account, its mobile, the 6-digit code and the new password twice', () => {
    const form = forgetBySmsForm('VN');
    const ok = { userName: 'lotus888', mobile: '912345678', code: '123456', password: 'Lotus2027', confirmPassword: 'Lotus2027' };
    expect(form.safeParse(ok).success).toBe(true);
    expect(keysOf(form.safeParse({ ...ok, mobile: '', code: '1', password: 'abcdefgh', confirmPassword: 'abcdefgh' }))).toEqual({
      mobile: FORM_MESSAGES.phone,
      code: FORM_MESSAGES.code,
      password: FORM_MESSAGES.password,
    });
  });

  it('by e-mail needs a valid address', () => {
    const ok = { userName: 'lotus888', email: 'player@lotus.example', code: '123456', password: 'Lotus2027', confirmPassword: 'Lotus2027' };
    expect(forgetByEmailForm.safeParse(ok).success).toBe(true);
    expect(keysOf(forgetByEmailForm.safeParse({ ...ok, email: 'player@', confirmPassword: 'x' }))).toEqual({
      email: FORM_MESSAGES.email,
      confirmPassword: FORM_MESSAGES.confirmMismatch,
    });
    expect(emailAddressForm.safeParse({ email: 'player@lotus.example' }).success).toBe(true);
  });
});

describe('device check', () => {
  it('takes a 6-11 digit phone and a 4-6 digit code, with Lletter.Llettertip14 for the code', () => {
    fc.assert(
      fc.property(digits(0, 13), digits(0, 8), (mobile, smsCode) => {
        const ok = deviceCheckForm.safeParse({ mobile, smsCode }).success;
        return ok === (mobile.length >= 6 && mobile.length <= 11 && smsCode.length >= 4 && smsCode.length <= 6);
      }),
    );
    expect(keysOf(deviceCheckForm.safeParse({ mobile: '912345678', smsCode: '123' }))).toEqual({ smsCode: 'common:Lletter.Llettertip14' });
  });
});

describe('messageKeysByField', () => {
  it('keeps the first message of each field and nothing for a valid form', () => {
    expect(messageKeysByField(undefined)).toEqual({});
    expect(keysOf(accountRegisterForm.safeParse({ userName: 'newlotus01', password: 'Lotus2026', confirmPassword: 'Lotus2026' }))).toEqual({});
  });
});
