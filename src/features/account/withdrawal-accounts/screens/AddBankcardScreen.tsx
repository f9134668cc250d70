import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { memberProfileQuery } from '@/shared/member/member-queries';
import { useToken } from '@/shared/session/use-session';
import { banksQuery, cardCheckMobileQuery } from '../api/withdrawal-account-queries';
import styles from '@/features/account/components/account-pages.module.css';
import { CardBindForm } from '../components/CardBindForm';
import { AccountLoginRequired } from '@/features/account/components/AccountLoginRequired';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';

/**
 * /addBankcard: bind a bank card. The banks are the supported list, or the C2C list when the card is added for a
 * C2C deposit (`?source=c2c`).
 */
export function AddBankcardScreen() {
  const token = useToken();
  const [params] = useSearchParams();
  const source = params.get('source') === 'c2c' ? 'c2c' : 'supported';
  const profile = useQuery(memberProfileQuery(token));
  const check = useQuery(cardCheckMobileQuery(token, 1));
  const banks = useQuery(banksQuery(token, source));
  if (!token) return <AccountLoginRequired />;
  return (
    <section className={styles.page}>
      <QueryGate queries={[profile, check, banks]}>
        {() =>
          profile.data && check.data ? (
            <CardBindForm kind="bank" member={profile.data} check={check.data} banks={banks.data ?? []} />
          ) : null
        }
      </QueryGate>
    </section>
  );
}
