import { UnfinishedScreen } from '@/shared/ui/unfinished/UnfinishedScreen';

/** The screen of /allmasterslist; its content arrives in a later release. */
export function AllMastersListScreen() {
  return <UnfinishedScreen />;
}
