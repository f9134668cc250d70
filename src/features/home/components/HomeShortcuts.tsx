import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HomeBar } from '@/shared/api/generated/main/model';
import { homeBarQuery } from '../api/home-queries';
import { useTenant } from '../hooks/use-tenant';
import { homeBarTarget } from '../lib/home-links';
import styles from './HomeShortcuts.module.css';
import { SectionFailure } from './SectionFailure';

const ICON_SIZE = 32;
const PLACEHOLDERS = 5;

function Entry({ entry }: { entry: HomeBar }) {
  const target = homeBarTarget(entry);
  if (!target) return null;
  return (
    <li>
      <Link className={styles.entry} to={target}>
        <span className={styles.iconFrame} aria-hidden="true">
          {entry.icon ? <img src={entry.icon} alt="" width={ICON_SIZE} height={ICON_SIZE} loading="lazy" decoding="async" /> : null}
        </span>
        <span className={styles.name}>{entry.name}</span>
      </Link>
    </li>
  );
}

/**
 * The quick-entry row from the home bar list (/api/user/home/bar/list): game categories, games, routes and outside
 * pages. An empty list leaves no row; a failed one offers a retry in the row's place.
 */
export function HomeShortcuts() {
  const { t } = useTranslation('home');
  const tenant = useTenant();
  const bar = useQuery(homeBarQuery(tenant.tenantId, tenant.ready));
  const entries = (bar.data ?? []).filter((entry) => homeBarTarget(entry) !== null);

  if (bar.isPending) {
    return (
      <div className={styles.row} aria-busy="true" data-testid="shortcuts-loading">
        <span className="visually-hidden">{t('shortcuts.loading')}</span>
        {Array.from({ length: PLACEHOLDERS }, (_, index) => (
          <span key={index} className={styles.placeholder} aria-hidden="true" />
        ))}
      </div>
    );
  }
  if (bar.isError) {
    return (
      <nav className={styles.failed} aria-label={t('shortcuts.label')}>
        <SectionFailure message={t('shortcuts.failed')} onRetry={() => void bar.refetch()} />
      </nav>
    );
  }
  if (entries.length === 0) return null;
  return (
    <nav aria-label={t('shortcuts.label')}>
      <ul className={styles.row}>
        {entries.map((entry) => (
          <Entry key={entry.id} entry={entry} />
        ))}
      </ul>
    </nav>
  );
}
