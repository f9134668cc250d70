import { UnfinishedScreen } from '@/shared/ui/unfinished/UnfinishedScreen';

/** The screen of /welfare; its content arrives in a later release. */
export function WelfareScreen() {
  return <UnfinishedScreen />;
}
