import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { InviteTotalAward } from '@/shared/api/generated/main/model';
import { useFormSubmit } from '@/shared/forms/use-form-submit';
import { formatMoney } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button/Button';
import { FormAlert } from '@/shared/ui/form-alert/FormAlert';
import { showToast } from '@/shared/ui/toast/toast';
import layout from '@/shared/ui/layout/layout.module.css';
import { useClaimInviteRewards } from '../api/referral-mutations';
import styles from './referrals.module.css';

const CLAIMED_TOAST_MS = 3_000;

/** What inviting has earned, by kind, and what is waiting to be claimed (claimed once per tap). */
export function TotalsCard({ totals, currency, friends }: { totals: InviteTotalAward; currency: string; friends: { invited: number; valid: number } }) {
  const { t, i18n } = useTranslation('referrals');
  const titleId = useId();
  const money = (amount: number) => formatMoney(amount, currency, i18n.language);
  const claim = useClaimInviteRewards();
  // The claimable amount just claimed: a tap before the totals show 0 sends nothing (new rewards make a new amount).
  const claimedAmount = useRef<number | null>(null);
  const submit = useFormSubmit(async () => {
    const claimed = await claim.mutateAsync();
    claimedAmount.current = totals.claimableAward;
    showToast({ message: t('totals.claimed', { amount: money(claimed?.amount ?? totals.claimableAward) }), type: 'success', durationMs: CLAIMED_TOAST_MS });
  });
  const figures: Array<[string, string]> = [
    [t('totals.invited'), String(friends.invited)],
    [t('totals.valid'), String(friends.valid)],
    [t('totals.total'), money(totals.totalAward)],
    [t('totals.deposit'), money(totals.depositAward)],
    [t('totals.bet'), money(totals.betAward)],
    [t('totals.vip'), money(totals.vipAward)],
  ];
  return (
    <section className={layout.cardStack} aria-labelledby={titleId}>
      <h2 id={titleId} className={layout.sectionTitle}>
        {t('totals.title')}
      </h2>
      <dl className={styles.totals}>
        {figures.map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.claimable}>
        <div>
          <span className={layout.muted}>{t('totals.claimable')}</span>
          <strong data-testid="claimable-award">{money(totals.claimableAward)}</strong>
        </div>
        <Button disabled={totals.claimableAward <= 0} loading={submit.pending} onClick={() => claimedAmount.current === totals.claimableAward || submit.run()}>
          {t('totals.claim')}
        </Button>
      </div>
      <FormAlert message={submit.alert} />
    </section>
  );
}
