import { UnfinishedScreen } from '@/shared/ui/unfinished/UnfinishedScreen';

/** The screen of /sub-game/:id; its content arrives in a later release. */
export function SubGameScreen() {
  return <UnfinishedScreen />;
}
