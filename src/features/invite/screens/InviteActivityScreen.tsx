import { UnfinishedScreen } from '@/shared/ui/unfinished/UnfinishedScreen';

/** The screen of /invite-activity; its content arrives in a later release. */
export function InviteActivityScreen() {
  return <UnfinishedScreen />;
}
