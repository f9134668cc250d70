import { UnfinishedScreen } from '@/shared/ui/unfinished/UnfinishedScreen';

/** The screen of /financialDetailsView; its content arrives in a later release. */
export function FinancialDetailsScreen() {
  return <UnfinishedScreen />;
}
