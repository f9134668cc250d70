import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MatchAward } from '@/shared/api/generated/main/model';
import { routePath } from '@/shared/config/paths';
import { Button } from '@/shared/ui/button/Button';
import layout from '@/shared/ui/layout/layout.module.css';
import { useMoney } from '@/features/promotions/campaigns/hooks/use-money';
import { kickOffOf } from '../lib/match-time';
import styles from './match-rewards.module.css';

interface MatchAwardRowProps {
  match: MatchAward;
  member: boolean;
  claimOpen: boolean;
  claiming: boolean;
  onClaim: () => void;
}

/** One featured match: teams, kick-off, the bet that earns the reward, the member's bet and the claim or its state. */
export function MatchAwardRow({ match, member, claimOpen, claiming, onClaim }: MatchAwardRowProps) {
  const { t, i18n } = useTranslation('match-rewards');
  const money = useMoney();
  const name = t('matchName', { home: match.homeTeam, away: match.awayTeam });
  let action;
  if (!member) action = null;
  else if (match.state === 2) action = <span className={styles.claimed}>{t('claimed')}</span>;
  else if (match.state === 1)
    action = (
      <Button size="sm" loading={claiming} onClick={onClaim} aria-label={t('claimOf', { match: name })}>
        {t('claim')}
      </Button>
    );
  else if (claimOpen)
    action = (
      <Link className={styles.betLink} to={routePath('matchDetail', { id: match.matchId })} aria-label={t('betOn', { match: name })}>
        {t('bet')}
      </Link>
    );
  return (
    <li className={member && match.state === 1 ? `${styles.match} ${layout.brandEdge}` : styles.match} data-state={member ? match.state : 'guest'}>
      <span className={styles.league}>
        {match.leagueName} · {kickOffOf(match.beginTime, i18n.language)}
      </span>
      <span className={styles.teams}>{name}</span>
      <span className={styles.terms}>{t('terms', { bet: money(match.minBet ?? 0), reward: money(match.rewardAmount) })}</span>
      {member ? (
        <span className={layout.spreadWrap}>
          <span className={layout.muted}>{t('yourBet', { amount: money(match.betAmount), target: money(match.minBet ?? 0) })}</span>
          {action}
        </span>
      ) : null}
    </li>
  );
}
