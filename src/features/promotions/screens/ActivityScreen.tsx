import { UnfinishedScreen } from '@/shared/ui/unfinished/UnfinishedScreen';

/** The screen of /activity; its content arrives in a later release. */
export function ActivityScreen() {
  return <UnfinishedScreen />;
}
