import { UnfinishedScreen } from '@/shared/ui/unfinished/UnfinishedScreen';

/** The screen of /rechargeInformation; its content arrives in a later release. */
export function RechargeInformationScreen() {
  return <UnfinishedScreen />;
}
