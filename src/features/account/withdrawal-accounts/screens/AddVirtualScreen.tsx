import { useQuery } from '@tanstack/react-query';
import { memberProfileQuery } from '@/shared/member/member-queries';
import { useToken } from '@/shared/session/use-session';
import { cryptoCheckMobileQuery, WITHDRAW_CURRENCY } from '../api/withdrawal-account-queries';
import styles from '@/features/account/components/account-pages.module.css';
import { CryptoBindForm } from '../components/CryptoBindForm';
import { AccountLoginRequired } from '@/features/account/components/AccountLoginRequired';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';

/** /addVirtual: bind a USDT withdrawal address on the TRC20 or ERC20 network. */
export function AddVirtualScreen() {
  const token = useToken();
  const profile = useQuery(memberProfileQuery(token));
  const check = useQuery(cryptoCheckMobileQuery(token, WITHDRAW_CURRENCY));
  if (!token) return <AccountLoginRequired />;
  return (
    <section className={styles.page}>
      <QueryGate queries={[profile, check]}>
        {() =>
          profile.data && check.data ? <CryptoBindForm currency={WITHDRAW_CURRENCY} member={profile.data} check={check.data} /> : null
        }
      </QueryGate>
    </section>
  );
}
