import { UnfinishedScreen } from '@/shared/ui/unfinished/UnfinishedScreen';

/** The screen of /plandetail/:id; its content arrives in a later release. */
export function PlanDetailScreen() {
  return <UnfinishedScreen />;
}
