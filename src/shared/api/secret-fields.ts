// Which names carry a secret: every field or query parameter whose name contains password, pwd, token or smsCode
// (any case), e.g. password, withdrawPwd, accessToken, FBToken, smsCode. Kept apart from redact-secrets.ts so the
// start-up bundle can clean a route without carrying the whole redaction.

export const SECRET_WORDS = 'password|pwd|token|smscode';
const SECRET_NAME = new RegExp(SECRET_WORDS, 'i');

export function isSecretField(name: string): boolean {
  return SECRET_NAME.test(name);
}
