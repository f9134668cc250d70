import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayType } from '@/shared/api/generated/sports/model';
import { onSaleLeaguesQuery } from '@/shared/sports/league-queries';
import { useIdChoice } from '@/shared/sports/use-id-choice';
import { Button } from '@/shared/ui/button/Button';
import { Checkbox } from '@/shared/ui/checkbox/Checkbox';
import { ErrorState } from '@/shared/ui/error-state/ErrorState';
import { TeamBadge } from '@/shared/ui/match-card/TeamBadge';
import { BottomSheet } from '@/shared/ui/popup/BottomSheet';
import { Skeleton } from '@/shared/ui/skeleton/Skeleton';
import styles from './SportsFilters.module.css';

export interface LeagueFilterProps {
  type: PlayType;
  sportId: number;
  value: readonly number[];
  onChange: (leagueIds: number[]) => void;
}

function LeagueSheet({ type, sportId, value, onChange, onClose }: LeagueFilterProps & { onClose: () => void }) {
  const { t, i18n } = useTranslation(['sports', 'common']);
  const leagues = useQuery(onSaleLeaguesQuery(i18n.language, type, sportId));
  const { chosen, toggle } = useIdChoice(value);

  return (
    <BottomSheet title={t('sports:leagues.title')} onClose={onClose}>
      {leagues.isPending ? (
        <Skeleton rows={5} />
      ) : leagues.isError ? (
        <ErrorState message={t('common:common.loadFailed')} retryLabel={t('common:common.retry')} onRetry={() => void leagues.refetch()} />
      ) : leagues.data.length === 0 ? (
        <p className={styles.note}>{t('sports:leagues.empty')}</p>
      ) : (
        <ul className={styles.leagueList}>
          {leagues.data.map((league) => (
            <li key={league.id}>
              <Checkbox
                checked={chosen.has(league.id)}
                onChange={(on) => toggle(league.id, on)}
                label={
                  <span className={styles.leagueOption}>
                    <TeamBadge name={league.na} logo={league.lurl} size={20} />
                    <span className={styles.leagueName}>{league.na}</span>
                    {league.hot ? <span className={styles.hot}>{t('sports:leagues.hot')}</span> : null}
                    <span className={styles.leagueCount}>{t('sports:leagues.count', { count: league.mt ?? 0 })}</span>
                  </span>
                }
              />
            </li>
          ))}
        </ul>
      )}
      <div className={styles.sheetActions}>
        <Button
          variant="secondary"
          onClick={() => {
            onChange([]);
            onClose();
          }}
        >
          {t('sports:leagues.clear')}
        </Button>
        <Button
          onClick={() => {
            onChange([...chosen]);
            onClose();
          }}
        >
          {t('sports:leagues.apply')}
        </Button>
      </div>
    </BottomSheet>
  );
}

/** The league filter: a button showing how many leagues are chosen, opening a multi-select sheet (hot first). */
export function LeagueFilter(props: LeagueFilterProps) {
  const { t } = useTranslation('sports');
  const [open, setOpen] = useState(false);
  const count = props.value.length;
  return (
    <>
      <button type="button" className={styles.toolButton} aria-haspopup="dialog" aria-pressed={count > 0} onClick={() => setOpen(true)}>
        {count > 0 ? t('leagues.buttonSelected', { count }) : t('leagues.button')}
      </button>
      {open ? <LeagueSheet {...props} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
