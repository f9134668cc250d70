import { UnfinishedScreen } from '@/shared/ui/unfinished/UnfinishedScreen';

/** The screen of /transaction-record; its content arrives in a later release. */
export function TransactionRecordScreen() {
  return <UnfinishedScreen />;
}
