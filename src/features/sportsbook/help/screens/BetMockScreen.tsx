import { UnfinishedScreen } from '@/shared/ui/unfinished/UnfinishedScreen';

/** The screen of /betmock; its content arrives in a later release. */
export function BetMockScreen() {
  return <UnfinishedScreen />;
}
