import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MatchRecord } from '@/shared/api/generated/sports/model';
import { routePath } from '@/shared/config/paths';
import { kickOffText } from '@/shared/lib/match-display';
import { ArrowRightIcon } from '../icons/ui/nav-icons';
import styles from './MatchRow.module.css';
import { TeamBadge } from './TeamBadge';

/** An outright (champion) market of a league: its name and close time, opening /champions-detail/{id}. */
export const OutrightRow = memo(function OutrightRow({ match }: { match: MatchRecord }) {
  const { t, i18n } = useTranslation('sports');
  const title = match.nm ?? match.lg.na;
  const markets = match.tms ?? match.mg.length;
  return (
    <article className={styles.row} aria-label={title}>
      <Link className={styles.outright} to={routePath('championsDetail', { id: match.id })}>
        <TeamBadge name={match.lg.na} logo={match.lg.lurl} size={32} />
        <span className={styles.outrightText}>
          <span className={styles.teamName}>{title}</span>
          <span className={styles.kickOff}>
            {match.ye ? `${match.ye} · ` : ''}
            {kickOffText(match.bt, i18n.language)} · {t('outright.markets', { count: markets })}
          </span>
        </span>
        <ArrowRightIcon size={18} />
      </Link>
    </article>
  );
});
