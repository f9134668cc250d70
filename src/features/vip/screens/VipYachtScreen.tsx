import { UnfinishedScreen } from '@/shared/ui/unfinished/UnfinishedScreen';

/** The screen of /vipYacht; its content arrives in a later release. */
export function VipYachtScreen() {
  return <UnfinishedScreen />;
}
