import { UnfinishedScreen } from '@/shared/ui/unfinished/UnfinishedScreen';

/** The screen of /maintain; its content arrives in a later release. */
export function MaintainScreen() {
  return <UnfinishedScreen />;
}
