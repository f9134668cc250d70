import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { SHELL_PATHS as PATHS } from '@/shared/config/shell-paths';
import styles from './UnfinishedScreen.module.css';

interface RouteHandle {
  titleKey?: unknown;
  isShowTabbar?: unknown;
  navBar?: unknown;
}

function currentHandle(matches: ReturnType<typeof useMatches>): RouteHandle {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (typeof handle === 'object' && handle !== null) return handle as RouteHandle;
  }
  return {};
}

export interface UnfinishedScreenProps {
  /** Key in the `routes` namespace; defaults to the current route's `titleKey`. */
  titleKey?: string;
}

/**
 * Stands in for a screen that a later release delivers: the route's title, a plain note that the screen is not
 * here yet, and a way home. The route itself, its flags and its guard behaviour are already real.
 */
export function UnfinishedScreen({ titleKey }: UnfinishedScreenProps) {
  const { t } = useTranslation('routes');
  const handle = currentHandle(useMatches());
  const key = titleKey ?? (typeof handle.titleKey === 'string' ? handle.titleKey : 'title.unknown');
  // Without the navigation bar (tab routes, pages with their own header) this is the page's main heading.
  const Heading = handle.isShowTabbar === true || handle.navBar === false ? 'h1' : 'h2';
  return (
    <section className={styles.screen} aria-labelledby="unfinished-title" data-screen="unfinished">
      <div className={styles.badge} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="40" height="40">
          <path
            d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 5v5.6l4 2.4-1 1.7-5-3V7z"
            fill="currentColor"
          />
        </svg>
      </div>
      <Heading id="unfinished-title" className={styles.title}>
        {t(key)}
      </Heading>
      <p className={styles.message}>{t('unfinished.message')}</p>
      <Link to={PATHS.home} className={styles.home}>
        {t('unfinished.home')}
      </Link>
    </section>
  );
}
