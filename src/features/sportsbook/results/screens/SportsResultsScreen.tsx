import { UnfinishedScreen } from '@/shared/ui/unfinished/UnfinishedScreen';

/** The screen of /SportsResults; its content arrives in a later release. */
export function SportsResultsScreen() {
  return <UnfinishedScreen />;
}
