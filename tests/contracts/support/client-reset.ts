// Returns the API clients to a fresh page: no base URL override, no session, no provider session, empty storage.
import { setMainApiBaseUrl } from '@/shared/api/main-client';
import { invalidateSportsSession } from '@/shared/api/sports-session';
import { restartPageLife } from '@/shared/lib/page-life';
import { resetSessionExpiry } from '@/shared/session/session-expiry';
import { pageWindow } from './page-globals';

export function resetClient(): void {
  setMainApiBaseUrl(null);
  invalidateSportsSession();
  pageWindow.localStorage.clear();
  pageWindow.sessionStorage.clear();
  restartPageLife();
  resetSessionExpiry();
}
