/** The login page with where to go afterwards and where the player came from (as the navigation guard builds it). */
export function loginPath(redirect: string, from: string): string {
  const query = new URLSearchParams({ redirect, from });
  return `/login?${query.toString()}`;
}
