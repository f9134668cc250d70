/**
 * Removes secrets from anything that goes into an error report: every field whose name contains password,
 * pwd, token or smsCode (any case, at any depth), e.g. password, withdrawPwd, accessToken, FBToken, smsCode.
 */
import { isSecretField, SECRET_WORDS } from './secret-fields';

export { isSecretField };

const MAX_DEPTH = 20;

function redactValue(value: unknown, seen: WeakSet<object>, depth: number): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return '[circular]';
  if (depth > MAX_DEPTH) return '[too deep]';
  seen.add(value);
  try {
    if (Array.isArray(value)) return value.map((item) => redactValue(item, seen, depth + 1));
    if (value instanceof Date) return value.toISOString();
    const result: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (!isSecretField(key)) result[key] = redactValue(item, seen, depth + 1);
    }
    return result;
  } finally {
    seen.delete(value);
  }
}

/** A deep copy of the value without secret fields. Strings and other primitives are returned as they are. */
export function redactSecrets<T>(value: T): T {
  return redactValue(value, new WeakSet(), 0) as T;
}

/**
 * Redacts a request or response body as sent: JSON text, form-urlencoded text, URLSearchParams or FormData
 * (files are listed by name only). Returns something JSON-serialisable.
 */
export function redactBody(body: unknown): unknown {
  if (body === undefined || body === null) return body;
  if (typeof body === 'string') {
    const text = body.trim();
    if (text.startsWith('{') || text.startsWith('[')) {
      try {
        return redactSecrets(JSON.parse(text) as unknown);
      } catch {
        return '[unparseable body]';
      }
    }
    if (/^[^=&\s]+=[^&]*(&[^=&\s]+=[^&]*)*$/.test(text)) return redactBody(new URLSearchParams(text));
    return body;
  }
  if (body instanceof URLSearchParams || (typeof FormData !== 'undefined' && body instanceof FormData)) {
    const entries: Record<string, string> = {};
    for (const [key, value] of body.entries()) {
      if (isSecretField(key)) continue;
      entries[key] = typeof value === 'string' ? value : `[file ${(value as File).name}]`;
    }
    return entries;
  }
  if (typeof Blob !== 'undefined' && body instanceof Blob) return `[binary ${body.size} bytes]`;
  return redactSecrets(body);
}

const SECRET_KEY = `[A-Za-z_]*(?:${SECRET_WORDS})[A-Za-z_]*`;
const KEY_VALUE = new RegExp(`(${SECRET_KEY})(=|:\\s*)("[^"]*"|'[^']*'|[^&\\s,;"'}]+)`, 'gi');
const QUOTED_KEY_VALUE = new RegExp(`("${SECRET_KEY}"\\s*:\\s*)("[^"]*"|[^,}\\s]+)`, 'gi');
const BEARER = /\b(Bearer\s+)[A-Za-z0-9._~+/=-]+/gi;

/**
 * The text with the values of secret-named fields (query, JSON, key: value) and bearer tokens blanked out: for
 * free text (error messages) where a secret may have been written into a sentence.
 */
export function sanitiseText(text: string): string {
  return text
    .replace(QUOTED_KEY_VALUE, '$1"[redacted]"')
    .replace(KEY_VALUE, (_match, name: string, separator: string) => `${name}${separator}[redacted]`)
    .replace(BEARER, '$1[redacted]');
}
