import { LiveNav } from '../components/LiveNav';
import { RoomList } from '../components/RoomList';
import styles from '../components/rooms.module.css';

/** /entertainmentLive: the rooms that are not about a match (music, chat, dice shows). */
export function EntertainmentLiveScreen() {
  return (
    <>
      <LiveNav />
      <div className={styles.page}>
        <RoomList category="entertainment" />
      </div>
    </>
  );
}
