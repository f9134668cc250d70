import { UnfinishedScreen } from '@/shared/ui/unfinished/UnfinishedScreen';

/** The screen of /betrule; its content arrives in a later release. */
export function BetRuleScreen() {
  return <UnfinishedScreen />;
}
