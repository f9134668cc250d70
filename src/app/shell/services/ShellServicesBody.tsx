import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { startHeartbeat } from '@/shared/session/heartbeat';
import { captureReferralCodes } from '@/shared/session/referral-codes';
import { useIsLoggedIn } from '@/shared/session/use-session';
import { useTheme } from '@/shared/settings/app-settings';
import { AppStatusBar } from '../app-status/AppStatusBar';
import { applyTheme } from '@/shared/settings/theme';
import { useGameTypeRefresh } from '@/shared/game-types/use-game-types';
import { useSiteMaintenanceRedirect } from './use-site-maintenance-redirect';

// The live-data layer (socket pushes into the query cache, goal sounds) only matters to a logged-in player: guests
// poll, and never download it.
const LiveDataService = lazy(() => import('@/shared/live/LiveDataService'));

/**
 * Background shell services, mounted once by the layout: the site maintenance poll (-> /500), the game type list
 * refresh, the heartbeat and the live-data layer while logged in, invite/referral code capture from the URL and the
 * theme on <html>, and the app's own status (offline, a new version ready; it starts the live build's service worker).
 * Besides that bar, its only output is a visually hidden live region that announces a site closure to screen readers.
 */
export default function ShellServicesBody() {
  // Never suspends: the services must run even before the shell messages have loaded.
  const { t, ready } = useTranslation('shell', { useSuspense: false });
  const { search } = useLocation();
  const { theme } = useTheme();
  const siteClosed = useSiteMaintenanceRedirect();
  const loggedIn = useIsLoggedIn();
  useGameTypeRefresh();

  useEffect(() => startHeartbeat(), []);
  useEffect(() => {
    captureReferralCodes(search);
  }, [search]);
  useEffect(() => applyTheme(theme), [theme]);

  return (
    <>
      <div className="visually-hidden" role="status" aria-live="polite" data-testid="shell-status">
        {siteClosed && ready ? t('services.siteMaintenance') : null}
      </div>
      <AppStatusBar />
      {loggedIn ? (
        <Suspense fallback={null}>
          <LiveDataService />
        </Suspense>
      ) : null}
    </>
  );
}
