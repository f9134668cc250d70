import { UnfinishedScreen } from '@/shared/ui/unfinished/UnfinishedScreen';

/** The screen of /inviteFriends; its content arrives in a later release. */
export function InviteFriendsScreen() {
  return <UnfinishedScreen />;
}
