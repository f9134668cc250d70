import { UnfinishedScreen } from '@/shared/ui/unfinished/UnfinishedScreen';

/** The screen of /vipBusinessGirl; its content arrives in a later release. */
export function VipBusinessGirlScreen() {
  return <UnfinishedScreen />;
}
