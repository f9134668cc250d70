import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import styles from './TabBar.module.css';

interface TabEntry {
  to: string;
  labelKey: string;
  icon: string;
}

// Foundation tab set; the shell issue adds the C-sport flag, live-game swap and unread badge rules.
const TABS: TabEntry[] = [
  { to: '/', labelKey: 'tabbar.home', icon: 'M3 11 12 3l9 8v10h-6v-6H9v6H3z' },
  { to: '/sports', labelKey: 'tabbar.sports', icon: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 4 3 2-1 4h-4L9 8z' },
];

export function TabBar() {
  const { t } = useTranslation();
  return (
    <nav className={styles.bar} aria-label={t('nav.main')}>
      {TABS.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end className={({ isActive }) => `${styles.item} ${isActive ? styles.active : ''}`}>
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
            <path d={tab.icon} fill="currentColor" />
          </svg>
          <span>{t(tab.labelKey)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
