import { UnfinishedScreen } from '@/shared/ui/unfinished/UnfinishedScreen';

/** The screen of /withdrawalInformation; its content arrives in a later release. */
export function WithdrawalInformationScreen() {
  return <UnfinishedScreen />;
}
