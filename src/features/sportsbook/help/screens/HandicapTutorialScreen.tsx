import { UnfinishedScreen } from '@/shared/ui/unfinished/UnfinishedScreen';

/** The screen of /HandicapTutorial; its content arrives in a later release. */
export function HandicapTutorialScreen() {
  return <UnfinishedScreen />;
}
