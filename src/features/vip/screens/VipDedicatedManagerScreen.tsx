import { UnfinishedScreen } from '@/shared/ui/unfinished/UnfinishedScreen';

/** The screen of /vipDedicatedManager; its content arrives in a later release. */
export function VipDedicatedManagerScreen() {
  return <UnfinishedScreen />;
}
