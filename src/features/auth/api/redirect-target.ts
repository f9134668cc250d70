/**
 * Where the player goes once logged in or registered: the `redirect` query parameter the guard set (SPEC.md
 * section 2 "Navigation guard", step 2), or home. Only paths inside the app count, so a crafted link cannot send
 * a fresh session to another site.
 */
export function redirectTarget(value: string | null | undefined): string {
  const target = (value ?? '').trim();
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  return target;
}
