import { UnfinishedScreen } from '@/shared/ui/unfinished/UnfinishedScreen';

/** The screen of /businessYoungModel; its content arrives in a later release. */
export function BusinessYoungModelScreen() {
  return <UnfinishedScreen />;
}
