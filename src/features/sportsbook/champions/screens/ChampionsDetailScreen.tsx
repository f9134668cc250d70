import { UnfinishedScreen } from '@/shared/ui/unfinished/UnfinishedScreen';

/** The screen of /champions-detail/:id; its content arrives in a later release. */
export function ChampionsDetailScreen() {
  return <UnfinishedScreen />;
}
