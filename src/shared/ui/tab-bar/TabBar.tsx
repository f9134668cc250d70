import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { CountBadge } from './CountBadge';
import styles from './TabBar.module.css';

export interface TabBarItem {
  key: string;
  label: string;
  icon: ReactNode;
  /** Shown instead of `icon` while the tab is active. */
  activeIcon?: ReactNode;
  /** A route: the tab is a link. Without it the tab is a button that only calls `onSelect`. */
  to?: string;
  /** Called on every tap; a link tab may call `event.preventDefault()` to stay put. */
  onSelect?: (event: MouseEvent<HTMLElement>) => void;
  /** Unread count; more than 99 shows "99+". */
  badge?: number;
}

export interface TabBarProps {
  items: readonly TabBarItem[];
  /**
   * The active tab. Leave it out to let the router decide (link tabs are active on their own path);
   * give it when the active tab is not the current path.
   */
  activeKey?: string;
  /** Names the navigation landmark; defaults to the translated "Main navigation". */
  label?: string;
  /** `fixed` pins the bar to the bottom of the app column (default); `static` leaves it in the flow. */
  placement?: 'fixed' | 'static';
  className?: string;
}

function TabContent({ item, active }: { item: TabBarItem; active: boolean }) {
  return (
    <>
      <span className={styles.iconBox} aria-hidden="true">
        {active && item.activeIcon ? item.activeIcon : item.icon}
      </span>
      <span className={styles.label}>{item.label}</span>
      <CountBadge count={item.badge} className={styles.badge} />
    </>
  );
}

/** The bottom tab bar, drawn from the items it is given; the shell decides which tabs there are. */
export function TabBar({ items, activeKey, label, placement = 'fixed', className }: TabBarProps) {
  const { t } = useTranslation('layout');
  const controlled = activeKey !== undefined;
  const itemClass = (active: boolean) => `${styles.item} ${active ? styles.active : ''}`;
  const classes = [styles.bar, placement === 'fixed' ? styles.fixed : '', className ?? ''].filter(Boolean).join(' ');

  return (
    <nav className={classes} aria-label={label ?? t('tabBar.label')}>
      <ul className={styles.list}>
        {items.map((item) => {
          const active = item.key === activeKey;
          let tab: ReactNode;
          if (item.to !== undefined && !controlled) {
            tab = (
              <NavLink to={item.to} end={item.to === '/'} className={({ isActive }) => itemClass(isActive)} onClick={item.onSelect}>
                {({ isActive }) => <TabContent item={item} active={isActive} />}
              </NavLink>
            );
          } else if (item.to !== undefined) {
            tab = (
              <Link to={item.to} className={itemClass(active)} aria-current={active ? 'page' : undefined} onClick={item.onSelect}>
                <TabContent item={item} active={active} />
              </Link>
            );
          } else {
            tab = (
              <button type="button" className={itemClass(active)} aria-current={active ? 'page' : undefined} onClick={item.onSelect}>
                <TabContent item={item} active={active} />
              </button>
            );
          }
          return (
            <li key={item.key} className={styles.cell}>
              {tab}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
