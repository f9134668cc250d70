import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SHELL_PATHS as PATHS } from '@/shared/config/shell-paths';
import { formatMoney } from '@/shared/lib/money';
import { balanceQuery, memberProfileQuery } from '@/shared/member/member-queries';
import { RefreshIcon } from '@/shared/ui/icons/ui/nav-icons';
import { WalletIcon, WithdrawIcon } from '@/shared/ui/icons/ui/action-icons';
import { VipBadge } from '@/shared/ui/icons/vip/VipBadge';
import styles from './MemberStrip.module.css';

/** The amount on its own line, the currency code smaller after it; it wraps before it would ever be cut. */
function Amount({ amount, currency, language }: { amount: number; currency: string; language: string }) {
  const text = formatMoney(amount, currency, language);
  const cut = text.lastIndexOf(' ');
  return (
    <p className={styles.amount} data-testid="balance" aria-live="polite">
      <span className={styles.number}>{text.slice(0, cut)}</span> <span className={styles.currency}>{text.slice(cut + 1)}</span>
    </p>
  );
}

/** The wallet balance (silent call) with a refresh that is also the retry; the last amount stays while it reloads. */
function Balance({ token }: { token: string }) {
  const { t, i18n } = useTranslation('home');
  const balance = useQuery(balanceQuery(token));
  const wallet = balance.data;
  return (
    <div className={styles.balance}>
      <div className={styles.labelRow}>
        <p id="home-balance-label" className={styles.label}>
          {t('member.balance')}
        </p>
        <button
          type="button"
          className={`${styles.refresh} ${balance.isFetching ? styles.spinning : ''}`}
          aria-label={t('member.refreshBalance')}
          aria-busy={balance.isFetching || undefined}
          disabled={balance.isFetching}
          onClick={() => void balance.refetch()}
        >
          <RefreshIcon />
        </button>
      </div>
      {wallet ? (
        <Amount amount={wallet.balance} currency={wallet.currency} language={i18n.language} />
      ) : balance.isPending ? (
        <span className={styles.amountPlaceholder} aria-busy="true">
          <span className="visually-hidden">{t('member.balanceLoading')}</span>
        </span>
      ) : (
        <p className={styles.failedText} role="alert">
          {t('member.balanceFailed')}
        </p>
      )}
    </div>
  );
}

function Action({ to, label, icon, primary = false }: { to: string; label: string; icon: ReactNode; primary?: boolean }) {
  return (
    <Link className={`${styles.action} ${primary ? styles.primary : styles.secondary}`} to={to}>
      <span className={styles.actionIcon} aria-hidden="true">
        {icon}
      </span>
      {label}
    </Link>
  );
}

/**
 * A member's strip: the VIP badge and the balance (with its refresh) on the first row, the whole width for the
 * amount; deposit and withdraw below, side by side.
 */
export function MemberStrip({ token }: { token: string }) {
  const { t } = useTranslation('home');
  const profile = useQuery(memberProfileQuery(token));
  const level = profile.data?.vipLevel ?? 0;
  return (
    <section className={styles.strip} aria-labelledby="home-balance-label">
      <div className={styles.top}>
        <Link className={styles.vip} to={PATHS.vip} data-testid="vip-badge">
          <VipBadge level={level} size={40} title={t('member.vip', { level })} />
        </Link>
        <Balance token={token} />
      </div>
      <div className={styles.actions}>
        <Action to={PATHS.deposit} label={t('member.deposit')} icon={<WalletIcon />} primary />
        <Action to={PATHS.withdraw} label={t('member.withdraw')} icon={<WithdrawIcon />} />
      </div>
    </section>
  );
}
