import { UnfinishedScreen } from '@/shared/ui/unfinished/UnfinishedScreen';

/** The screen of /sponsorNew; its content arrives in a later release. */
export function SponsorNewScreen() {
  return <UnfinishedScreen />;
}
