import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowRightIcon } from '@/shared/ui/icons/ui/nav-icons';
import { TeamBadge } from '@/shared/ui/match-card/TeamBadge';
import type { ListedEntry } from '../lib/list-items';
import styles from './LeagueHeader.module.css';

export interface LeagueHeaderProps {
  league: ListedEntry['league'];
  count: number;
  collapsed: boolean;
  onToggle: (leagueId: number) => void;
}

/** A league's header in the list: logo, name and match count; tapping it folds or unfolds the league's matches. */
export const LeagueHeader = memo(function LeagueHeader({ league, count, collapsed, onToggle }: LeagueHeaderProps) {
  const { t } = useTranslation('sports');
  return (
    <h2 className={styles.heading}>
      <button
        type="button"
        className={styles.header}
        aria-expanded={!collapsed}
        onClick={() => onToggle(league.id)}
      >
        <TeamBadge name={league.na} logo={league.lurl} size={24} />
        <span className={styles.name}>{league.na}</span>{' '}
        <span className={styles.count} aria-hidden="true">
          {count}
        </span>
        <span className="visually-hidden">{t('leagues.count', { count })}</span>
        <ArrowRightIcon size={16} className={styles.chevron} />
      </button>
    </h2>
  );
});
