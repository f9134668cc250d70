import { UnfinishedScreen } from '@/shared/ui/unfinished/UnfinishedScreen';

/** The screen of /invite/details; its content arrives in a later release. */
export function InviteDetailsScreen() {
  return <UnfinishedScreen />;
}
