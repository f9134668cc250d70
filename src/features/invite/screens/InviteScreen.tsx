import { UnfinishedScreen } from '@/shared/ui/unfinished/UnfinishedScreen';

/** The screen of /invite; its content arrives in a later release. */
export function InviteScreen() {
  return <UnfinishedScreen />;
}
