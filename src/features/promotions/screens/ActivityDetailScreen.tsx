import { UnfinishedScreen } from '@/shared/ui/unfinished/UnfinishedScreen';

/** The screen of /activity-detail; its content arrives in a later release. */
export function ActivityDetailScreen() {
  return <UnfinishedScreen />;
}
