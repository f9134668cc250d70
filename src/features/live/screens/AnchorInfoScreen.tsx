import { UnfinishedScreen } from '@/shared/ui/unfinished/UnfinishedScreen';

/** The screen of /anchor-infor/:id; its content arrives in a later release. */
export function AnchorInfoScreen() {
  return <UnfinishedScreen />;
}
