import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { useToken } from '@/shared/session/use-session';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import { depositChannelContentQuery, depositChannelsQuery, depositGiftQuery } from '../api/deposit-queries';
import { ChannelPicker } from '../components/ChannelPicker';
import { DepositForm } from '../components/DepositForm';
import styles from '../components/deposits.module.css';

/**
 * /deposit (kept alive; the guard has already turned away a locked member and sent one with an open order to
 * /rechargeInformation): the channels by route, then the picked channel's form. `?channel=<id>` picks a channel.
 */
export function DepositScreen() {
  const token = useToken();
  const [params] = useSearchParams();
  const channels = useQuery(depositChannelsQuery(token));
  const [picked, setPicked] = useState<number | null>(null);
  const list = channels.data ?? [];
  const asked = Number(params.get('channel'));
  const selected = picked ?? list.find((c) => c.id === asked)?.id ?? list.find((c) => c.recommended)?.id ?? list[0]?.id ?? null;
  if (!token) return null;
  return (
    <div className={styles.page}>
      <QueryGate queries={[channels]} rows={4}>
        {() => (
          <>
            <ChannelPicker channels={list} selected={selected} onSelect={setPicked} />
            {selected === null ? null : <ChannelForm key={selected} token={token} channelId={selected} />}
          </>
        )}
      </QueryGate>
    </div>
  );
}

function ChannelForm({ token, channelId }: { token: string; channelId: number }) {
  const { t } = useTranslation('deposits');
  const content = useQuery(depositChannelContentQuery(token, channelId));
  const gift = useQuery(depositGiftQuery(token, channelId));
  return (
    <QueryGate queries={[content, gift]} rows={5}>
      {() =>
        content.data ? (
          <>
            <DepositForm content={content.data} gift={gift.data ?? null} />
            {content.data.payType === 3 ? (
              <Link className={styles.link} to={PATHS.virtualBanner}>
                {t('usdt.howTo')}
              </Link>
            ) : null}
          </>
        ) : (
          <p className={styles.muted}>{t('channels.unavailable')}</p>
        )
      }
    </QueryGate>
  );
}
