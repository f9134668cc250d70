/**
 * A path inside this app, or null. Only a path that starts with one slash counts: "//host" and "/\host" (which
 * browsers read as "//host") would leave the site, and so would anything with a scheme.
 */
export function inAppPath(value: string | null | undefined): string | null {
  const path = (value ?? '').trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  return path;
}

/**
 * Where the player goes once logged in, registered or verified: the `redirect` query parameter the guard set
 * (SPEC.md section 2 "Navigation guard", step 2) when it is a path inside the app, else home. A crafted link
 * cannot send a fresh session to another site.
 */
export function redirectTarget(value: string | null | undefined): string {
  return inAppPath(value) ?? '/';
}
