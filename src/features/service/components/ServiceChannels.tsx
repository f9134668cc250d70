import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CustomerServiceChannel } from '@/shared/api/generated/main/model';
import { Cell } from '@/shared/ui/cell/Cell';
import { CellGroup } from '@/shared/ui/cell/CellGroup';
import { Empty } from '@/shared/ui/empty/Empty';
import { ErrorState } from '@/shared/ui/error-state/ErrorState';
import { Skeleton } from '@/shared/ui/skeleton/Skeleton';
import { showErrorToast } from '@/shared/ui/toast/toast';
import { channelsQuery } from '@/shared/customer-service/customer-service-queries';
import { channelTarget, followContact, HOTLINE_CHANNEL, LIVE_CHAT_CHANNEL } from '@/shared/lib/contact-links';

interface ServiceChannelsProps {
  /** Whether a live-chat line is on. */
  online: boolean;
  /** Starts a live chat (the channel selector, or common.csSwitch). */
  onLiveChat: () => void;
}

const bySortNum = (a: CustomerServiceChannel, b: CustomerServiceChannel) => (a.sortNum ?? 0) - (b.sortNum ?? 0);

/** The support channels in display order: live chat follows the lines, a hotline dials, the others open their page. */
export function ServiceChannels({ online, onLiveChat }: ServiceChannelsProps) {
  const { t } = useTranslation(['service', 'common']);
  const channels = useQuery(channelsQuery());
  const title = t('service:home.channels');

  if (channels.isPending) return <Skeleton label={t('service:home.channelsLoading')} rows={3} />;
  if (channels.isError) {
    return <ErrorState message={t('common:common.csSwitch')} retryLabel={t('common:common.retry')} onRetry={() => void channels.refetch()} />;
  }
  if (channels.data.length === 0) return <Empty message={t('common:common.csSwitch')} icon="inbox" />;

  const open = (channel: CustomerServiceChannel) => {
    if (channel.channelType === LIVE_CHAT_CHANNEL) {
      onLiveChat();
      return;
    }
    const target = channelTarget(channel);
    if (target.kind === 'unavailable') showErrorToast(t('common:common.csSwitch'));
    else followContact(target);
  };

  const describe = (channel: CustomerServiceChannel): string => {
    if (channel.channelType === LIVE_CHAT_CHANNEL) return online ? t('service:channel.online') : t('service:channel.offline');
    if (channel.channelType === HOTLINE_CHANNEL) return t('service:channel.hotline', { number: channel.link });
    return t(`service:channel.type${channel.channelType}`);
  };

  return (
    <CellGroup title={title} inset>
      {[...channels.data].sort(bySortNum).map((channel) => (
        <Cell key={channel.id} title={channel.name} description={describe(channel)} onClick={() => open(channel)} />
      ))}
    </CellGroup>
  );
}
