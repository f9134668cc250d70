import { UnfinishedScreen } from '@/shared/ui/unfinished/UnfinishedScreen';

/** The screen of /masterdetail/:id; its content arrives in a later release. */
export function MasterDetailScreen() {
  return <UnfinishedScreen />;
}
