import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useShellOverlay } from '@/shared/overlays/shell-overlays';
import { useDeviceVerification } from '@/shared/session/device-verification';
import { useToken } from '@/shared/session/use-session';
import { BetNotification } from '@/shared/ui/notification/BetNotification';
import { OverlayBoundary } from './OverlayBoundary';
import { useHomeGuide } from './use-home-guide';

// Each overlay is its own chunk, fetched the first time it opens: none of them is in the start-up bundle.
const HomeGuide = lazy(() => import('./home-guide/HomeGuide'));
const DeviceVerificationPopup = lazy(() => import('./verification/DeviceVerificationPopup'));
const ChannelSelector = lazy(() => import('./channel-selector/ChannelSelector'));
const CallbackDialog = lazy(() => import('./callback/CallbackDialog'));
// Safer gambling: the member's reality check and session timer, fetched once a member is logged in.
const RealityCheckHost = lazy(() => import('./reality-check/RealityCheckHost'));
// The bet cart shows only on the routes flagged isShowBetCart (the sportsbook); mounted from here, the start-up code
// does not even name its chunk.
const BetCart = lazy(() => import('@/features/betting/bet-cart/BetCart'));

/**
 * The shell overlays (SPEC.md section 2 "Shell overlays"): the sports home guide, the IP / device verification
 * popup, the customer-service channel selector, the callback dialog and the bet notification; the bet cart; and the
 * member's reality check and session timer (safer gambling).
 */
export interface ShellOverlaysProps {
  /** Where the current route shows the bet cart (its meta isShowBetCart): above the tab bar or at the bottom. */
  betCart?: 'above-tab-bar' | 'bottom' | undefined;
}

export default function ShellOverlaysBody({ betCart }: ShellOverlaysProps) {
  const { pathname } = useLocation();
  const guide = useHomeGuide(pathname);
  const verification = useDeviceVerification();
  const overlay = useShellOverlay();
  const token = useToken();

  return (
    <>
      <OverlayBoundary resetKey={pathname}>
        <Suspense fallback={null}>
          {guide.show ? <HomeGuide onDismiss={guide.dismiss} /> : null}
          {overlay === 'channel-selector' ? <ChannelSelector /> : null}
          {overlay === 'callback-dialog' ? <CallbackDialog /> : null}
          {verification ? <DeviceVerificationPopup key={verification.userName} request={verification} /> : null}
          {token ? <RealityCheckHost key={token} token={token} /> : null}
        </Suspense>
      </OverlayBoundary>
      <OverlayBoundary resetKey={pathname}>
        <Suspense fallback={null}>{betCart ? <BetCart aboveTabBar={betCart === 'above-tab-bar'} /> : null}</Suspense>
      </OverlayBoundary>
      <BetNotification />
    </>
  );
}
