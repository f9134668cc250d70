import { UnfinishedScreen } from '@/shared/ui/unfinished/UnfinishedScreen';

/** The screen of /live/Information; its content arrives in a later release. */
export function LiveInformationScreen() {
  return <UnfinishedScreen />;
}
