import { UnfinishedScreen } from '@/shared/ui/unfinished/UnfinishedScreen';

/** The screen of /entertainmentLive; its content arrives in a later release. */
export function EntertainmentLiveScreen() {
  return <UnfinishedScreen />;
}
