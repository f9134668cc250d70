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

const VIP_PATH = '/vip';
const REGISTER_PATH = '/register';

/** The wallet balance (silent call) with a refresh that is also the retry; the last amount stays while it reloads. */
function Balance({ token }: { token: string }) {
  const { t, i18n } = useTranslation('home');
  const balance = useQuery(balanceQuery(token));
  const wallet = balance.data;
  return (
    <div className={styles.balance}>
      <p id="home-balance-label" className={styles.label}>
        {t('member.balance')}
      </p>
      <div className={styles.amountRow}>
        {wallet ? (
          <p className={styles.amount} data-testid="balance" aria-live="polite">
            {formatMoney(wallet.balance, wallet.currency, i18n.language)}
          </p>
        ) : balance.isPending ? (
          <span className={styles.amountPlaceholder} aria-busy="true">
            <span className="visually-hidden">{t('member.balanceLoading')}</span>
          </span>
        ) : (
          <p className={styles.failedText} role="alert">
            {t('member.balanceFailed')}
          </p>
        )}
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
    </div>
  );
}

function Shortcut({ to, label, icon }: { to: string; label: string; icon: ReactNode }) {
  return (
    <Link className={styles.shortcut} to={to}>
      <span className={styles.shortcutIcon} aria-hidden="true">
        {icon}
      </span>
      <span>{label}</span>
    </Link>
  );
}

/** A member's strip: VIP badge, balance with refresh, and the deposit and withdraw shortcuts. */
export function MemberStrip({ token }: { token: string }) {
  const { t } = useTranslation('home');
  const profile = useQuery(memberProfileQuery(token));
  const level = profile.data?.vipLevel ?? 0;
  return (
    <section className={styles.strip} aria-labelledby="home-balance-label">
      <Link className={styles.vip} to={VIP_PATH} data-testid="vip-badge">
        <VipBadge level={level} size={40} title={t('member.vip', { level })} />
      </Link>
      <Balance token={token} />
      <div className={styles.shortcuts}>
        <Shortcut to={PATHS.deposit} label={t('member.deposit')} icon={<WalletIcon />} />
        <Shortcut to={PATHS.withdraw} label={t('member.withdraw')} icon={<WithdrawIcon />} />
      </div>
    </section>
  );
}

/** A guest's strip: why to log in, with login and register. */
export function GuestStrip() {
  const { t } = useTranslation('home');
  return (
    <section className={styles.strip} aria-labelledby="home-guest">
      <p id="home-guest" className={styles.guestText}>
        {t('guest')}
      </p>
      <div className={styles.guestActions}>
        <Link className={styles.secondary} to={REGISTER_PATH}>
          {t('guestStrip.register')}
        </Link>
        <Link className={styles.primary} to={PATHS.login}>
          {t('login')}
        </Link>
      </div>
    </section>
  );
}
