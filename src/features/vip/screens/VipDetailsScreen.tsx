import { UnfinishedScreen } from '@/shared/ui/unfinished/UnfinishedScreen';

/** The screen of /vipDetailsView; its content arrives in a later release. */
export function VipDetailsScreen() {
  return <UnfinishedScreen />;
}
