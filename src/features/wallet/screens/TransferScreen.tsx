import { UnfinishedScreen } from '@/shared/ui/unfinished/UnfinishedScreen';

/** The screen of /transfer; its content arrives in a later release. */
export function TransferScreen() {
  return <UnfinishedScreen />;
}
