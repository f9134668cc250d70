import { LiveSectionPage } from '../components/LiveSectionPage';
import { RoomList } from '../components/RoomList';

/** /entertainmentLive: the rooms that are not about a match (music, chat, dice shows). */
export function EntertainmentLiveScreen() {
  return (
    <LiveSectionPage>
      <RoomList category="entertainment" />
    </LiveSectionPage>
  );
}
