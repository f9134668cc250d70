import { lazy, Suspense } from 'react';

// The services start right after the first paint, in their own chunk, so they cost the home route nothing.
const ShellServicesBody = lazy(() => import('./ShellServicesBody'));

/**
 * Background shell services, mounted once by the layout: the site maintenance poll (-> /500), the game type list
 * refresh, the heartbeat while logged in, invite/referral code capture from the URL and the theme on <html>.
 */
export function ShellServices() {
  return (
    <Suspense fallback={null}>
      <ShellServicesBody />
    </Suspense>
  );
}
