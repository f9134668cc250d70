import { UnfinishedScreen } from '@/shared/ui/unfinished/UnfinishedScreen';

/** The screen of /game; its content arrives in a later release. */
export function GameScreen() {
  return <UnfinishedScreen />;
}
