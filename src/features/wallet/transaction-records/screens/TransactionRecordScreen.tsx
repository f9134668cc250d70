import { useSearchParams } from 'react-router';
import { RecordFilterBar } from '../components/RecordFilterBar';
import { RecordList } from '../components/RecordList';
import styles from '../components/transaction-records.module.css';
import { filtersFromSearch, searchOfFilters, type RecordFilters } from '../lib/record-filters';

/**
 * /transaction-record: the member's deposits, withdrawals, bets, bonuses and transfers by type, date range and
 * status, newest first; a row opens its details. The filters sit in the URL, so coming back keeps them.
 */
export function TransactionRecordScreen() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const change = (next: RecordFilters) => setSearch(searchOfFilters(next), { replace: true });

  return (
    <div className={styles.page}>
      <RecordFilterBar filters={filters} onChange={change} />
      <RecordList filters={filters} />
    </div>
  );
}
