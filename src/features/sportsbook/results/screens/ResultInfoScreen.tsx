import { UnfinishedScreen } from '@/shared/ui/unfinished/UnfinishedScreen';

/** The screen of /ResultInfo; its content arrives in a later release. */
export function ResultInfoScreen() {
  return <UnfinishedScreen />;
}
