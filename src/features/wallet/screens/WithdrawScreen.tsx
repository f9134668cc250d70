import { UnfinishedScreen } from '@/shared/ui/unfinished/UnfinishedScreen';

/** The screen of /withdraw; its content arrives in a later release. */
export function WithdrawScreen() {
  return <UnfinishedScreen />;
}
