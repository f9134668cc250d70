import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSecretField, redactBody, redactSecrets } from './redact-secrets';

/** Every key at any depth of a JSON-like value. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [key, ...keysOf(item)]);
  }
  return [];
}

const secretKey = fc.constantFrom('password', 'withdrawPwd', 'token', 'smsCode', 'newPassword', 'accessToken', 'FBToken', 'PASSWORD');
const plainKey = fc.string({ minLength: 1, maxLength: 8 }).filter((key) => !isSecretField(key) && key !== '__proto__');
const plainJson = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.string(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(plainKey, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** Puts secret fields into every object of the value. */
function seedSecrets(value: unknown, key: string): unknown {
  if (Array.isArray(value)) return value.map((item) => seedSecrets(item, key));
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, unknown> = { [key]: 'secret-value' };
    for (const [name, item] of Object.entries(value)) copy[name] = seedSecrets(item, key);
    return copy;
  }
  return value;
}

describe('redactSecrets', () => {
  it('removes password, withdrawPwd, token and smsCode fields, nested in objects and arrays', () => {
    const input = {
      userName: 'player01',
      password: 'p',
      withdrawPwd: '123456',
      token: 't',
      smsCode: '1234',
      validate: { token: 'captcha', seccode: 'ok' },
      orders: [{ orderNo: 'A', withdrawPwd: 'x' }, 3],
    };
    expect(redactSecrets(input)).toEqual({
      userName: 'player01',
      validate: { seccode: 'ok' },
      orders: [{ orderNo: 'A' }, 3],
    });
    expect(input.password).toBe('p');
  });

  it('matches field names in any case and as part of longer names', () => {
    expect(redactSecrets({ Password: 1, confirmPassword: 2, accessToken: 3, SMSCODE: 4, pwdHint: 5, name: 6 })).toEqual({ name: 6 });
  });

  it('survives cycles and keeps primitives and dates readable', () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(redactSecrets(cyclic)).toEqual({ a: 1, self: '[circular]' });
    expect(redactSecrets('text')).toBe('text');
    expect(redactSecrets({ at: new Date(0) })).toEqual({ at: '1970-01-01T00:00:00.000Z' });
  });

  it('property: no secret field is left at any depth', () => {
    fc.assert(
      fc.property(plainJson, secretKey, (value, key) => {
        const redacted = redactSecrets(seedSecrets(value, key));
        expect(keysOf(redacted).filter(isSecretField)).toEqual([]);
        expect(JSON.stringify(redacted) ?? '').not.toContain('secret-value');
      }),
    );
  });

  it('property: values without secrets come back equal, and redaction is idempotent', () => {
    fc.assert(
      fc.property(plainJson, (value) => {
        expect(redactSecrets(value)).toEqual(value);
        const seeded = seedSecrets(value, 'token');
        expect(redactSecrets(redactSecrets(seeded))).toEqual(redactSecrets(seeded));
        expect(redactSecrets(seeded)).toEqual(value);
      }),
    );
  });
});

describe('redactBody', () => {
  it('redacts JSON text, form-urlencoded text, URLSearchParams and FormData', () => {
    expect(redactBody('{"mobile":"0912","smsCode":"1234"}')).toEqual({ mobile: '0912' });
    expect(redactBody('userName=a&password=b')).toEqual({ userName: 'a' });
    expect(redactBody(new URLSearchParams({ token: 'x', page: '1' }))).toEqual({ page: '1' });
    const form = new FormData();
    form.append('withdrawPwd', '123456');
    form.append('file', new File(['x'], 'receipt.png'));
    expect(redactBody(form)).toEqual({ file: '[file receipt.png]' });
  });

  it('never returns unparseable JSON-looking text as it is', () => {
    expect(redactBody('{"password":"abc"')).toBe('[unparseable body]');
    expect(redactBody('plain text')).toBe('plain text');
    expect(redactBody(undefined)).toBeUndefined();
  });

  it('property: a JSON body never keeps a seeded secret', () => {
    fc.assert(
      fc.property(fc.dictionary(plainKey, plainJson, { maxKeys: 4 }), secretKey, (value, key) => {
        const text = JSON.stringify(seedSecrets(value, key));
        expect(JSON.stringify(redactBody(text))).not.toContain('secret-value');
      }),
    );
  });
});
