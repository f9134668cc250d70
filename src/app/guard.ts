import { redirect, type LoaderFunctionArgs } from 'react-router';
import { getToken } from '@/shared/session/token-store';

let previousPath = '/';

/** Remembered by the layout after each navigation so the login redirect can say where the player came from. */
export function rememberPath(path: string): void {
  previousPath = path;
}

/** Auth-required routes: anonymous players without a token in the URL query go to /login (SPEC.md section 2 step 2). */
export function requireAuth({ request }: LoaderFunctionArgs): Response | null {
  const url = new URL(request.url);
  if (getToken() || url.searchParams.get('token')) return null;
  const target = `${url.pathname}${url.search}${url.hash}`;
  const query = new URLSearchParams({ redirect: target, from: previousPath });
  return redirect(`/login?${query.toString()}`);
}

/** /login, /register and /registerName are closed to logged-in players. */
export function guestOnly(): Response | null {
  return getToken() ? redirect('/') : null;
}
