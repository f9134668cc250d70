import { useQuery } from '@tanstack/react-query';
import { memberProfileQuery } from '@/shared/member/member-queries';
import { useToken } from '@/shared/session/use-session';
import { cardCheckMobileQuery } from '../api/withdrawal-account-queries';
import styles from '@/features/account/components/account-pages.module.css';
import { CardBindForm } from '../components/CardBindForm';
import { AccountLoginRequired } from '@/features/account/components/AccountLoginRequired';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';

/** /addEbPay: bind an EBPay e-wallet account (a withdrawal account of cardType 2, bound like a bank card). */
export function AddEbPayScreen() {
  const token = useToken();
  const profile = useQuery(memberProfileQuery(token));
  const check = useQuery(cardCheckMobileQuery(token, 2));
  if (!token) return <AccountLoginRequired />;
  return (
    <section className={styles.page}>
      <QueryGate queries={[profile, check]}>
        {() => (profile.data && check.data ? <CardBindForm kind="ebpay" member={profile.data} check={check.data} /> : null)}
      </QueryGate>
    </section>
  );
}
