import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches } from 'react-router';
import { Spinner } from '@/shared/ui/spinner/Spinner';
import { rememberPath } from '../guard';
import { metaOf } from '../route-meta';
import styles from './AppLayout.module.css';
import { SessionWatcher } from './SessionWatcher';
import { TabBar } from './TabBar';
import { ToastHost } from './ToastHost';

export function AppLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const matches = useMatches();
  const meta = metaOf(matches[matches.length - 1]?.handle);

  useEffect(() => {
    window.scrollTo?.(0, 0);
    return () => rememberPath(location.pathname + location.search);
  }, [location.pathname, location.search]);

  return (
    <>
      <main
        key={location.pathname}
        className={`${styles.main} ${meta.isShowTabbar ? styles.withTabbar : ''} ${meta.transition === 'fade' ? styles.fade : ''}`}
      >
        <Suspense fallback={<Spinner label={t('common.loading')} />}>
          <Outlet />
        </Suspense>
      </main>
      {meta.isShowTabbar ? <TabBar /> : null}
      <ToastHost />
      <SessionWatcher />
    </>
  );
}
