import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { withQuery } from '@/shared/config/paths';
import { useToken } from '@/shared/session/use-session';
import { Button } from '@/shared/ui/button/Button';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import layout from '@/shared/ui/layout/layout.module.css';
import { useMemberAction } from '@/features/promotions/campaigns/hooks/use-member-action';
import { useRewardClaim } from '@/features/promotions/campaigns/hooks/use-reward-claim';
import { useReceiveMatchReward } from '../api/match-reward-mutations';
import { matchAwardsQuery } from '../api/match-reward-queries';
import { MatchAwardRow } from './MatchAwardRow';
import styles from './match-rewards.module.css';
import { CHEER_RECORDS_PATH } from '@/shared/config/promotion-pages';
import { FormAlert } from '@/shared/ui/form-alert/FormAlert';


/**
 * Match rewards and cheer-up: each featured match with the bet that earns its reward, the member's bet so far and the
 * claim (one at a time); guests see the matches and are asked to log in to take part.
 */
export function MatchRewardsSection({ activityId, cheerUp, claimOpen }: { activityId: number; cheerUp: boolean; claimOpen: boolean }) {
  const { t, i18n } = useTranslation('match-rewards');
  const token = useToken();
  const { loggedIn, toLogin } = useMemberAction();
  const { search } = useLocation();
  const config = useQuery(matchAwardsQuery(activityId, i18n.language, token));
  const receive = useReceiveMatchReward();
  const submit = useRewardClaim((matchId: number) => receive.mutateAsync({ activityId, matchId }));
  return (
    <section className={layout.sectionCard} aria-labelledby="match-rewards-title">
      <h2 id="match-rewards-title" className={layout.sectionTitle}>
        {cheerUp ? t('cheerTitle') : t('title')}
      </h2>
      <QueryGate queries={[config]} rows={4} loadingLabel={t('loading')}>
        {() => {
          const matches = config.data?.matches ?? [];
          if (matches.length === 0) return <p className={layout.muted}>{t('empty')}</p>;
          return (
            <ul className={styles.matches}>
              {matches.map((match) => (
                <MatchAwardRow key={match.matchId} match={match} member={loggedIn} claimOpen={claimOpen} claiming={submit.pending} onClaim={() => submit.run(match.matchId)} />
              ))}
            </ul>
          );
        }}
      </QueryGate>
      {!loggedIn ? (
        <Button block onClick={toLogin}>
          {t('login')}
        </Button>
      ) : null}
      {cheerUp && loggedIn ? (
        <Link className={styles.recordsLink} to={withQuery(CHEER_RECORDS_PATH, { activityId: new URLSearchParams(search).get('activityId') ?? activityId })}>
          {t('recordsLink')}
        </Link>
      ) : null}
      <FormAlert message={submit.alert} />
    </section>
  );
}
