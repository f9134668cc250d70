import { UnfinishedScreen } from '@/shared/ui/unfinished/UnfinishedScreen';

/** The screen of /royal-activity; its content arrives in a later release. */
export function RoyalActivityScreen() {
  return <UnfinishedScreen />;
}
