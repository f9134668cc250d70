import { UnfinishedScreen } from '@/shared/ui/unfinished/UnfinishedScreen';

/** The screen of /sponsor; its content arrives in a later release. */
export function SponsorScreen() {
  return <UnfinishedScreen />;
}
