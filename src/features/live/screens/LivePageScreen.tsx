import { UnfinishedScreen } from '@/shared/ui/unfinished/UnfinishedScreen';

/** The screen of /live-page; its content arrives in a later release. */
export function LivePageScreen() {
  return <UnfinishedScreen />;
}
