import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import layout from '@/shared/ui/layout/layout.module.css';
import { betTiersQuery, depositTiersQuery, vipTiersQuery } from '../api/referral-queries';
import styles from '../components/referrals.module.css';
import { TierTables } from '../components/TierTables';

/** The programme pays in the deployment's registration currency (SPEC.md section 9). */
const PROGRAMME_CURRENCY = 'VND';
const STEPS = ['s1', 's2', 's3', 's4'] as const;

/** /inviteFriends: how the invite programme works and its three reward tables (queryInvite{Dep,Bet,Vip}Config). */
export function InviteFriendsScreen() {
  const { t } = useTranslation('referrals');
  const stepsId = useId();
  const deposit = useQuery(depositTiersQuery());
  const bet = useQuery(betTiersQuery());
  const vip = useQuery(vipTiersQuery());
  return (
    <div className={layout.pageColumn}>
      <section className={layout.cardStack} aria-labelledby={stepsId}>
        <h2 id={stepsId} className={layout.sectionTitle}>
          {t('rules.how')}
        </h2>
        <ol className={styles.steps}>
          {STEPS.map((step) => (
            <li key={step}>{t(`rules.${step}`)}</li>
          ))}
        </ol>
        <Link className={styles.entry} to={PATHS.invite}>
          {t('rules.start')}
        </Link>
      </section>
      <QueryGate queries={[deposit, bet, vip]} rows={8} loadingLabel={t('rules.loading')}>
        {() => <TierTables deposit={deposit.data ?? []} bet={bet.data ?? []} vip={vip.data ?? []} currency={PROGRAMME_CURRENCY} />}
      </QueryGate>
      <p className={layout.muted}>{t('rules.fineprint')}</p>
    </div>
  );
}
