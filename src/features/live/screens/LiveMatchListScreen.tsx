import { UnfinishedScreen } from '@/shared/ui/unfinished/UnfinishedScreen';

/** The screen of /live/MatchList; its content arrives in a later release. */
export function LiveMatchListScreen() {
  return <UnfinishedScreen />;
}
