import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitiseText } from '@/shared/api/redact-secrets';
import { sanitiseRoute } from './sanitise';

describe('sanitiseRoute', () => {
  it('drops token, password, pwd and smsCode query parameters and keeps the rest', () => {
    expect(sanitiseRoute('/deposit', '?token=abc&orderNo=DP1&accessToken=x&withdrawPwd=1&smsCode=123456&password=p')).toBe('/deposit?orderNo=DP1');
    expect(sanitiseRoute('/sports', '?token=abc')).toBe('/sports');
    expect(sanitiseRoute('/')).toBe('/');
  });
});

describe('sanitiseText', () => {
  it.each([
    ['GET /deposit?token=tk_secret1&x=1 failed', 'tk_secret1'],
    ['{"accessToken":"tk_secret2","a":1}', 'tk_secret2'],
    ["password: 'Lotus2026'", 'Lotus2026'],
    ['withdrawPwd=991122', '991122'],
    ['smsCode: 123456', '123456'],
    ['Authorization: Bearer abc.def.ghi', 'abc.def.ghi'],
  ])('blanks the secret in %s', (text, secret) => {
    const clean = sanitiseText(text);
    expect(clean).not.toContain(secret);
    expect(clean).toContain('[redacted]');
  });

  it('leaves ordinary error text alone', () => {
    const text = "TypeError: Cannot read properties of undefined (reading 'map')\n    at MatchList (MatchList.tsx:12:3)";
    expect(sanitiseText(text)).toBe(text);
  });

  it('never lets a token value through in a query string', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_.~-]{6,30}$/), (secret) => {
        expect(sanitiseText(`at https://lotus.example/vip?token=${secret}&lang=vi`)).not.toContain(`token=${secret}`);
      }),
    );
  });
});
