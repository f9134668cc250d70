import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AnnouncementList } from '@/shared/messages/AnnouncementList';
import { setAnnouncementTab, useAnnouncementTab } from '@/shared/messages/announcement-tab';
import { useToken } from '@/shared/session/use-session';
import { Tabs } from '@/shared/ui/tabs/Tabs';
import { letterTypeCountQuery } from '@/shared/letters/letter-centre-queries';
import { LettersPanel } from '../letters/components/LettersPanel';
import styles from './MessageScreen.module.css';

/** Which top tab shows: 0 letters, 1 announcements (shared with the navigation bar, which resets it on back). */
const LETTERS_TAB = '0';
const ANNOUNCEMENTS_TAB = '1';

/** The message centre: the member's letters by type with their unread counts, and the announcements on display. */
export function MessageScreen() {
  const { t } = useTranslation('messages');
  const token = useToken();
  const tab = useAnnouncementTab() === 1 ? ANNOUNCEMENTS_TAB : LETTERS_TAB;
  const counts = useQuery(letterTypeCountQuery(token));
  const items = [
    { key: LETTERS_TAB, label: t('tabs.letters'), badge: counts.data?.totalCount ?? 0 },
    { key: ANNOUNCEMENTS_TAB, label: t('tabs.announcements') },
  ];
  return (
    <div className={styles.page}>
      <Tabs items={items} label={t('tabs.label')} value={tab} onChange={(key) => setAnnouncementTab(key === ANNOUNCEMENTS_TAB ? 1 : 0)}>
        {(key) => (key === ANNOUNCEMENTS_TAB ? <AnnouncementList /> : <LettersPanel counts={counts.data} />)}
      </Tabs>
    </div>
  );
}
