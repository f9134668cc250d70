import { UnfinishedScreen } from '@/shared/ui/unfinished/UnfinishedScreen';

/** The standalone campaign pages (/suggestion, /sign, /christmas ...); their content arrives in a later release. */
export function CampaignScreen() {
  return <UnfinishedScreen />;
}
