import { UnfinishedScreen } from '@/shared/ui/unfinished/UnfinishedScreen';

/** The screen of /virtualBanner; its content arrives in a later release. */
export function VirtualBannerScreen() {
  return <UnfinishedScreen />;
}
