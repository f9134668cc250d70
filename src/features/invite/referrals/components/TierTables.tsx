import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InviteBetTier, InviteDepTier, InviteVipTier } from '@/shared/api/generated/main/model';
import { formatMoney } from '@/shared/lib/money';
import { tierRanges } from '@/shared/lib/referrals-awards';
import layout from '@/shared/ui/layout/layout.module.css';
import styles from './referrals.module.css';

function TierTable({ title, note, head, rows }: { title: string; note: string; head: [string, string]; rows: Array<[string, string]> }) {
  const titleId = useId();
  return (
    <section className={layout.cardStack} aria-labelledby={titleId}>
      <h2 id={titleId} className={layout.sectionTitle}>
        {title}
      </h2>
      <p className={layout.muted}>{note}</p>
      <table className={styles.table} aria-labelledby={titleId}>
        <thead>
          <tr>
            <th scope="col">{head[0]}</th>
            <th scope="col">{head[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([range, reward]) => (
            <tr key={range}>
              <th scope="row">{range}</th>
              <td>{reward}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export interface TierTablesProps {
  deposit: readonly InviteDepTier[];
  bet: readonly InviteBetTier[];
  vip: readonly InviteVipTier[];
  currency: string;
}

/** The three reward tables of the programme (first deposit, daily valid bets, VIP levels), in the player's language. */
export function TierTables({ deposit, bet, vip, currency }: TierTablesProps): ReactNode {
  const { t, i18n } = useTranslation('referrals');
  const money = (amount: number) => formatMoney(amount, currency, i18n.language);
  const range = (from: number, to: number | null) => (to === null ? t('rules.from', { from: money(from) }) : t('rules.range', { from: money(from), to: money(to) }));
  return (
    <>
      <TierTable
        title={t('rules.depositTitle')}
        note={t('rules.depositNote')}
        head={[t('rules.firstDeposit'), t('rules.reward')]}
        rows={tierRanges(deposit, (tier) => tier.minDeposit).map(({ tier, from, to }) => [range(from, to), money(tier.rewardAmount)])}
      />
      <TierTable
        title={t('rules.betTitle')}
        note={t('rules.betNote')}
        head={[t('rules.dailyBets'), t('rules.rate')]}
        rows={tierRanges(bet, (tier) => tier.minValidBet).map(({ tier, from, to }) => [range(from, to), t('rules.rateValue', { rate: tier.rewardRate })])}
      />
      <TierTable
        title={t('rules.vipTitle')}
        note={t('rules.vipNote')}
        head={[t('rules.friendLevel'), t('rules.reward')]}
        rows={[...vip].sort((a, b) => a.vipLevel - b.vipLevel).map((tier) => [t('rules.vipLevel', { level: tier.vipLevel }), money(tier.rewardAmount)])}
      />
    </>
  );
}
