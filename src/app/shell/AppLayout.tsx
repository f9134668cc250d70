import { lazy, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches, useNavigation } from 'react-router';
import { doneProgress } from '@/shared/ui/progress-bar/progress';
import { ProgressBar } from '@/shared/ui/progress-bar/ProgressBar';
import { Spinner } from '@/shared/ui/spinner/Spinner';
import { installLazyGlobalErrorHandler } from '../errors/lazy-global-error-handler';
import { sanitiseRoute } from '../errors/sanitise';
import { leafMeta, showsNavBar } from '../route-meta';
import { loadScreenRoutes } from '../screen-routes';
import styles from './AppLayout.module.css';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { ShellOverlays } from './overlays/ShellOverlays';
import { ShellServices } from './services/ShellServices';
import { SessionWatcher } from './SessionWatcher';
import { TabBar } from './TabBar';
import { ToastHost } from './ToastHost';
import { usePageTransition, watchEdgeSwipes } from './use-page-transition';

const TRANSITION_CLASS = {
  fade: styles.fade,
  'slide-left': styles.slideLeft,
  'slide-right': styles.slideRight,
  none: '',
} as const;

// The home route (and every tab) has no navigation bar: its code arrives with the first screen that shows one.
const NavBarTitle = lazy(() => import('./NavBarTitle'));

/** Step 6 of the guard: the progress bar finishes when a navigation settles, and a new page starts at the top. */
function useNavigationEnd(): void {
  const navigation = useNavigation();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (navigation.state === 'idle') doneProgress();
  }, [navigation.state, pathname, search]);
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [pathname, search]);
}

/** Page errors and unhandled rejections go to the error log with the route they happened on. */
function useGlobalErrorReports(): void {
  const { pathname, search } = useLocation();
  const route = useRef(sanitiseRoute(pathname, search));
  // Layout effects: the listeners are in place, and the route current, as soon as the screen is committed, so an
  // error thrown by the first interaction (or by code right after the first paint) is not missed.
  useLayoutEffect(() => {
    route.current = sanitiseRoute(pathname, search);
  }, [pathname, search]);
  useLayoutEffect(() => installLazyGlobalErrorHandler(window, { currentRoute: () => route.current }), []);
}

/** Fetches the route table once the first screen is up, so the first navigation away from it does not wait. */
function prefetchRouteTable(): () => void {
  const timer = setTimeout(() => {
    loadScreenRoutes().catch(() => {
      // The navigation that needs the table loads it again and shows the route error if it still fails.
    });
  }, 1_000);
  return () => clearTimeout(timer);
}

/** The app shell: progress bar, navigation bar or tab bar, the current screen with its transition, overlays. */
export function AppLayout() {
  const { t } = useTranslation('common');
  const meta = leafMeta(useMatches());
  const transition = usePageTransition(meta);
  useNavigationEnd();
  useGlobalErrorReports();
  useEffect(watchEdgeSwipes, []);
  useEffect(prefetchRouteTable, []);

  const navBar = showsNavBar(meta);
  const mainClass = [styles.main, navBar ? styles.withNavBar : '', meta.isShowTabbar ? styles.withTabbar : '', meta.isShowBetCart ? styles.withBetCart : '']
    .filter(Boolean)
    .join(' ');

  return (
    <>
      <ProgressBar />
      <ShellServices />
      {navBar ? (
        <div className={styles.navBar} data-shell="nav-bar">
          <Suspense fallback={<div className={styles.navBarPlaceholder} />}>
            <NavBarTitle meta={meta} />
          </Suspense>
        </div>
      ) : null}
      <main
        className={mainClass}
        data-tabbar={meta.isShowTabbar ? 'true' : 'false'}
        data-bet-cart={meta.isShowBetCart ? 'true' : 'false'}
        data-transition={transition}
      >
        <Suspense fallback={<Spinner label={t('common.loading')} />}>
          <KeepAliveOutlet keepAlive={meta.keepAlive === true} slotClassName={`${styles.slot} ${TRANSITION_CLASS[transition]}`} />
        </Suspense>
      </main>
      {meta.isShowTabbar ? (
        <Suspense fallback={null}>
          <TabBar />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        <ShellOverlays betCart={meta.isShowBetCart ? (meta.isShowTabbar ? 'above-tab-bar' : 'bottom') : undefined} />
      </Suspense>
      <ToastHost />
      <SessionWatcher />
    </>
  );
}
