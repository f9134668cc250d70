import { useQuery } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { LiveRoom, LiveSiteConfig } from '@/shared/api/generated/main/model';
import { PATHS, routePath } from '@/shared/config/paths';
import { useCartItems } from '@/shared/bet-cart/cart-store';
import { useToken } from '@/shared/session/use-session';
import { Empty } from '@/shared/ui/empty/Empty';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import { Tabs } from '@/shared/ui/tabs/Tabs';
import { RoomChat } from '@/features/live/room-chat/components/RoomChat';
import { liveSiteConfigQuery, roomDetailQuery } from '../api/room-queries';
import { AnchorBar } from '../components/AnchorBar';
import bar from '../components/AnchorBar.module.css';
import { LivePlayer } from '../components/LivePlayer';
import { RoomMatch } from '../components/RoomMatch';
import { roomIdFrom } from '../lib/room-display';

const DEFAULT_LIMITS = { maxLength: 100, intervalMs: 3000 };

function RoomView({ room, config }: { room: LiveRoom; config: LiveSiteConfig | null }) {
  const { t } = useTranslation('rooms');
  const cart = useCartItems();
  const [endedLive, setEndedLive] = useState(false);
  const onEnded = useCallback(() => setEndedLive(true), []);
  const ended = endedLive || room.state === 'ended';
  const limits = config ? { maxLength: config.chatMaxLength, intervalMs: config.chatIntervalMs } : DEFAULT_LIMITS;
  const chat = <RoomChat roomId={room.roomId} limits={limits} onEnded={onEnded} />;
  const match = room.matchId !== null ? <RoomMatch matchId={room.matchId} /> : null;
  // The bet cart shows on the sports screens (SPEC.md section 2): the room points there once it holds picks.
  const cartLink =
    cart.length > 0 ? (
      <Link className={bar.game} to={PATHS.sports}>
        {t('room.cart', { count: cart.length })}
      </Link>
    ) : null;
  const game =
    room.subGameId !== null ? (
      <Link className={bar.game} to={routePath('subGame', { id: room.subGameId })}>
        {t('room.game')}
      </Link>
    ) : null;
  const player =
    room.state === 'scheduled' || !room.streamUrl ? (
      <Empty message={room.state === 'scheduled' ? t('room.scheduled') : t('player.ended')} icon="record" />
    ) : (
      <LivePlayer src={room.streamUrl} title={room.title} ended={ended} />
    );
  const head: ReactNode = (
    <>
      {player}
      <AnchorBar room={room} />
      <h1 className={bar.title}>{room.title}</h1>
      {room.notice ? <p className={bar.notice}>{room.notice}</p> : null}
    </>
  );

  // The Chinese view puts chat, match and game in tabs under the video; the Vietnamese one stacks them.
  if (config?.viewType === 'cn') {
    const items = [{ key: 'chat', label: t('tabs.chat') }, ...(match ? [{ key: 'match', label: t('tabs.match') }] : [])];
    return (
      <div className={bar.stack} data-view="cn">
        {head}
        <div className={bar.section}>
          <Tabs items={items} label={t('tabs.label')} defaultValue="chat">
            {(key) => (key === 'match' ? match : chat)}
          </Tabs>
        </div>
        {cartLink}
        {game}
      </div>
    );
  }
  return (
    <div className={bar.stack} data-view="vn">
      {head}
      {match ? <div className={bar.section}>{match}</div> : null}
      {cartLink}
      {game}
      <div className={bar.section}>{chat}</div>
    </div>
  );
}

/** /live-page?id={roomId}: the room, in the site's view (SPEC.md section 2: the variant by site setting). */
export function LivePageScreen() {
  const { t, i18n } = useTranslation(['rooms', 'common']);
  const token = useToken();
  const roomId = roomIdFrom(useLocation().search);
  const config = useQuery(liveSiteConfigQuery());
  const room = useQuery({ ...roomDetailQuery(i18n.language, roomId ?? 0, token), enabled: roomId !== null });
  if (roomId === null) return <Empty message={t('rooms:room.missing')} icon="search" />;
  return (
    <QueryGate queries={[room, config]} rows={5} loadingLabel={t('common:common.loading')} errorMessage={t('rooms:room.failed')} keepLoaded>
      {() => (room.data ? <RoomView room={room.data} config={config.data ?? null} /> : <Empty message={t('rooms:room.missing')} icon="search" />)}
    </QueryGate>
  );
}
