import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LiveRoomCategory } from '@/shared/api/generated/main/model';
import { Empty } from '@/shared/ui/empty/Empty';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import { roomListQuery } from '../api/room-queries';
import { RoomCard } from './RoomCard';
import styles from './rooms.module.css';

/** The rooms of one category as a two-column grid, live ones first; loading, failed and empty states. */
export function RoomList({ category }: { category: LiveRoomCategory }) {
  const { t, i18n } = useTranslation(['rooms', 'common']);
  const rooms = useQuery(roomListQuery(i18n.language, category));
  return (
    <QueryGate queries={[rooms]} rows={4} loadingLabel={t('common:common.loading')} errorMessage={t('rooms:list.failed')} keepLoaded>
      {() =>
        (rooms.data ?? []).length === 0 ? (
          <Empty message={t('rooms:list.empty')} icon="inbox" />
        ) : (
          <ul className={styles.grid} aria-label={t(`rooms:category.${category}`)}>
            {(rooms.data ?? []).map((room) => (
              <RoomCard key={room.roomId} room={room} />
            ))}
          </ul>
        )
      }
    </QueryGate>
  );
}
