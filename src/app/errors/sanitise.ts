import { isSecretField } from '@/shared/api/secret-fields';

/**
 * Error reports carry the current route; it may not carry a token, password or SMS code in its query (the error
 * text is cleaned by sanitiseText, which reportError applies to every report).
 */

/** pathname + search with every secret query parameter (token, password, pwd, smsCode ...) removed. */
export function sanitiseRoute(pathname: string, search = ''): string {
  const params = new URLSearchParams(search);
  for (const key of [...params.keys()]) if (isSecretField(key)) params.delete(key);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
