import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { OverlayBoundary } from './OverlayBoundary';
import type { ShellOverlaysProps } from './ShellOverlaysBody';

// The overlay host loads after the first paint; each overlay is a further chunk fetched when it first opens.
const ShellOverlaysBody = lazy(() => import('./ShellOverlaysBody'));

/**
 * The shell overlays (SPEC.md section 2 "Shell overlays"): the sports home guide, the IP / device verification
 * popup, the customer-service channel selector, the callback dialog and the bet notification. Their stores live in
 * src/shared, so a request made before this chunk arrives is shown as soon as it does.
 */
export function ShellOverlays(props: ShellOverlaysProps) {
  const { pathname } = useLocation();
  return (
    <OverlayBoundary resetKey={pathname}>
      <Suspense fallback={null}>
        <ShellOverlaysBody {...props} />
      </Suspense>
    </OverlayBoundary>
  );
}
