import { AnnouncementList } from '@/shared/messages/AnnouncementList';

/**
 * The announcements on display (/eventannouncement), for guests and members alike: deposit notices by descending
 * sortNum, then the normal ones; each opens in full, sanitised.
 */
export function EventAnnouncementScreen() {
  return <AnnouncementList />;
}
