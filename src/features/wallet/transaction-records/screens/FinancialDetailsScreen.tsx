import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '@/shared/api/errors';
import { loginHref, PATHS } from '@/shared/config/paths';
import { useToken } from '@/shared/session/use-session';
import { Empty } from '@/shared/ui/empty/Empty';
import { LoginRequired } from '@/shared/ui/login-required/LoginRequired';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import { recordDetailQuery } from '@/shared/transaction-records/transaction-record-queries';
import { RecordDetails } from '../components/RecordDetails';
import styles from '../components/transaction-records.module.css';

/** The answer code of a record that is not the member's or does not exist. */
const RECORD_NOT_FOUND = 1006000302;

/**
 * /financialDetailsView?recordNo=…: one transaction record's details, opened from /transaction-record. The route
 * does not require a session (SPEC.md), so a guest is asked to log in.
 */
export function FinancialDetailsScreen() {
  const { t } = useTranslation('transaction-records');
  const navigate = useNavigate();
  const token = useToken();
  const recordNo = useSearchParams()[0].get('recordNo') ?? '';
  const detail = useQuery(recordDetailQuery(recordNo, token));
  const notFound = recordNo === '' || (detail.error instanceof ApiError && detail.error.code === RECORD_NOT_FOUND) || detail.data === null;

  if (!token) {
    return (
      <div className={styles.page}>
        <LoginRequired message={t('detail.loginMessage')} actionLabel={t('detail.login')} loginPathFor={loginHref} />
      </div>
    );
  }
  if (notFound) {
    return (
      <div className={styles.page}>
        <Empty message={t('detail.notFound')} icon="search" action={{ label: t('detail.toList'), onClick: () => navigate(PATHS.transactionRecord) }} />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <QueryGate queries={[detail]} rows={6} loadingLabel={t('detail.loading')} errorMessage={t('detail.loadFailed')}>
        {() => (detail.data ? <RecordDetails record={detail.data} /> : null)}
      </QueryGate>
    </div>
  );
}
