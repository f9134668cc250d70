import { UnfinishedScreen } from '@/shared/ui/unfinished/UnfinishedScreen';

/** The screen of /live/LiveList; its content arrives in a later release. */
export function LiveListScreen() {
  return <UnfinishedScreen />;
}
