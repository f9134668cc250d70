import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import styles from './rooms.module.css';

const LINKS = [
  { to: PATHS.liveList, key: 'nav.rooms' },
  { to: PATHS.liveMatchList, key: 'nav.matches' },
  { to: PATHS.entertainmentLive, key: 'nav.entertainment' },
  { to: PATHS.anchor, key: 'nav.anchors' },
  { to: PATHS.allMastersList, key: 'nav.masters' },
  { to: PATHS.liveInformation, key: 'nav.news' },
] as const;

/** The live pages' own navigation (they have no tab bar): rooms, matches, shows, anchors, masters, news. */
export function LiveNav() {
  const { t } = useTranslation('rooms');
  return (
    <nav className={styles.nav} aria-label={t('nav.label')}>
      {LINKS.map((link) => (
        <NavLink key={link.to} to={link.to} className={styles.navLink} end>
          {t(link.key)}
        </NavLink>
      ))}
    </nav>
  );
}
