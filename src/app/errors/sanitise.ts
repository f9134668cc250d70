import { isSecretField } from '@/shared/api/redact-secrets';

/**
 * Error reports carry the current route and error text; neither may carry a token, password or SMS code
 * (URL query parameters such as ?token=..., or such values written into a message).
 */

/** pathname + search with every secret query parameter (token, password, pwd, smsCode ...) removed. */
export function sanitiseRoute(pathname: string, search = ''): string {
  const params = new URLSearchParams(search);
  for (const key of [...params.keys()]) if (isSecretField(key)) params.delete(key);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

const SECRET_NAME = '[A-Za-z_]*(?:password|pwd|token|smscode)[A-Za-z_]*';
const KEY_VALUE = new RegExp(`(${SECRET_NAME})(=|:\\s*)("[^"]*"|'[^']*'|[^&\\s,;"'}]+)`, 'gi');
const QUOTED_KEY_VALUE = new RegExp(`("${SECRET_NAME}"\\s*:\\s*)("[^"]*"|[^,}\\s]+)`, 'gi');
const BEARER = /\b(Bearer\s+)[A-Za-z0-9._~+/=-]+/gi;

/** The text with the values of secret-named fields (query, JSON, key: value) and bearer tokens blanked out. */
export function sanitiseText(text: string): string {
  return text
    .replace(QUOTED_KEY_VALUE, '$1"[redacted]"')
    .replace(KEY_VALUE, (_match, name: string, separator: string) => `${name}${separator}[redacted]`)
    .replace(BEARER, '$1[redacted]');
}
