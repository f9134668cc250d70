import { UnfinishedScreen } from '@/shared/ui/unfinished/UnfinishedScreen';

/** The screen of /vip; its content arrives in a later release. */
export function VipScreen() {
  return <UnfinishedScreen />;
}
