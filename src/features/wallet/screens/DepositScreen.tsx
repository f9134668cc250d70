import { UnfinishedScreen } from '@/shared/ui/unfinished/UnfinishedScreen';

/** The screen of /deposit; its content arrives in a later release. */
export function DepositScreen() {
  return <UnfinishedScreen />;
}
