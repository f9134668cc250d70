import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { adviceUnreadQuery } from '@/shared/advice/advice-queries';
import { loginHref, PATHS } from '@/shared/config/paths';
import { memberProfileQuery } from '@/shared/member/member-queries';
import { openChannelSelector } from '@/shared/overlays/shell-overlays';
import { useToken } from '@/shared/session/use-session';
import { Cell } from '@/shared/ui/cell/Cell';
import { CellGroup } from '@/shared/ui/cell/CellGroup';
import { ErrorState } from '@/shared/ui/error-state/ErrorState';
import { Skeleton } from '@/shared/ui/skeleton/Skeleton';
import { CallbackEntry } from '../components/CallbackEntry';
import { HotlineCard } from '../components/HotlineCard';
import { LiveChatCard } from '../components/LiveChatCard';
import { VipManagerCard } from '../components/VipManagerCard';
import { useLiveChat } from '../hooks/use-live-chat';
import type { LineName } from '@/shared/lib/contact-links';
import styles from './ServiceCustomerScreen.module.css';

const asLine = (value: string | null): LineName | null => (value === 'main' || value === 'secondary' ? value : null);

/**
 * The service centre (/service-customer), for members only (a guest goes to /login and comes back): the live chat
 * of the line the player was sent to (?line=), the VIP manager, the hotlines, the callback entry, the player's
 * feedback with its unread replies, and every other channel.
 */
export function ServiceCustomerScreen() {
  const { t } = useTranslation(['service', 'common']);
  const token = useToken();
  const location = useLocation();
  const [params] = useSearchParams();
  const chat = useLiveChat();
  const profile = useQuery(memberProfileQuery(token));
  const unread = useQuery(adviceUnreadQuery(token));

  if (!token) return <Navigate replace to={loginHref(`${location.pathname}${location.search}`, PATHS.home)} />;
  if (profile.isPending) return <Skeleton label={t('common:common.loading')} rows={4} avatar />;
  if (profile.isError || !profile.data) {
    return <ErrorState message={t('service:centre.profileFailed')} retryLabel={t('common:common.retry')} onRetry={() => void profile.refetch()} />;
  }
  const member = profile.data;
  return (
    <div className={styles.page}>
      <p className={styles.greeting}>
        {t('service:centre.greeting', { name: member.nickName || member.userName })}{' '}
        <span className={styles.vip}>{t('service:centre.vip', { level: member.vipLevel })}</span>
      </p>
      <LiveChatCard lines={chat.lines} checking={chat.checking} asked={asLine(params.get('line'))} />
      <VipManagerCard token={token} />
      <HotlineCard member={member} token={token} />
      <CellGroup title={t('service:home.more')} inset>
        <CallbackEntry />
        <Cell title={t('service:centre.myFeedback')} to={PATHS.settingFeedback} badge={unread.data === true} />
        <Cell title={t('service:centre.allChannels')} onClick={openChannelSelector} />
        <Cell title={t('service:home.help')} to={PATHS.help} />
      </CellGroup>
    </div>
  );
}
