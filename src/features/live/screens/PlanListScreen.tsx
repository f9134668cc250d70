import { UnfinishedScreen } from '@/shared/ui/unfinished/UnfinishedScreen';

/** The screen of /planList/:id; its content arrives in a later release. */
export function PlanListScreen() {
  return <UnfinishedScreen />;
}
