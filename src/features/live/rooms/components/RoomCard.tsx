import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LiveRoomSummary } from '@/shared/api/generated/main/model';
import { routeWithQuery } from '@/shared/config/paths';
import { formatCompact } from '@/shared/lib/money';
import { LazyImage } from '@/shared/ui/image/LazyImage';
import { startTimeText } from '../lib/room-display';
import styles from './rooms.module.css';

/** One room of a list: cover with live or start time and viewers, title, anchor. Opens the live page. */
export function RoomCard({ room }: { room: LiveRoomSummary }) {
  const { t, i18n } = useTranslation('rooms');
  const live = room.state === 'live';
  return (
    <li>
      <Link className={styles.card} to={routeWithQuery('livePage', { id: room.roomId })} data-room-id={room.roomId}>
        <span className={styles.cover}>
          <LazyImage className={styles.coverImage} src={room.cover} alt="" width={320} height={180} />
          <span className={styles.badge} data-state={room.state}>
            {live ? t('card.live') : t('card.startsAt', { time: startTimeText(room.startTime, i18n.language) })}
          </span>
          {live ? <span className={styles.viewers}>{t('card.viewers', { count: room.viewers, viewers: formatCompact(room.viewers) })}</span> : null}
        </span>
        <span className={styles.body}>
          <span className={styles.title}>{room.title}</span>
          <span className={styles.anchor}>
            <img className={styles.avatar} src={room.anchor.avatar} alt="" width={20} height={20} />
            <span>{room.anchor.nickName}</span>
          </span>
        </span>
      </Link>
    </li>
  );
}
