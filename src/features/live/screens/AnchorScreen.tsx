import { UnfinishedScreen } from '@/shared/ui/unfinished/UnfinishedScreen';

/** The screen of /anchor; its content arrives in a later release. */
export function AnchorScreen() {
  return <UnfinishedScreen />;
}
