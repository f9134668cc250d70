import { UnfinishedScreen } from '@/shared/ui/unfinished/UnfinishedScreen';

/** The screen of /match-detail/:id; its content arrives in a later release. */
export function MatchDetailScreen() {
  return <UnfinishedScreen />;
}
