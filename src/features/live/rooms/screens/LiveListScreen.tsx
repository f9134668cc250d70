import { useTranslation } from 'react-i18next';
import { Tabs } from '@/shared/ui/tabs/Tabs';
import { LiveNav } from '../components/LiveNav';
import { RoomList } from '../components/RoomList';
import styles from '../components/rooms.module.css';

/** /live/LiveList: the rooms by category (sports, entertainment), live ones first. */
export function LiveListScreen() {
  const { t } = useTranslation('rooms');
  return (
    <>
      <LiveNav />
      <div className={styles.page}>
        <Tabs
          items={[
            { key: 'sports', label: t('category.sports') },
            { key: 'entertainment', label: t('category.entertainment') },
          ]}
          label={t('category.label')}
          defaultValue="sports"
        >
          {(key) => <RoomList category={key === 'entertainment' ? 'entertainment' : 'sports'} />}
        </Tabs>
      </div>
    </>
  );
}
