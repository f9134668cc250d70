import { UnfinishedScreen } from '@/shared/ui/unfinished/UnfinishedScreen';

/** The screen of /user-center-bet-record; its content arrives in a later release. */
export function BetRecordScreen() {
  return <UnfinishedScreen />;
}
