import { useTranslation } from 'react-i18next';
import { Tabs } from '@/shared/ui/tabs/Tabs';
import { LiveSectionPage } from '../components/LiveSectionPage';
import { RoomList } from '../components/RoomList';

/** /live/LiveList: the rooms by category (sports, entertainment), live ones first. */
export function LiveListScreen() {
  const { t } = useTranslation('rooms');
  return (
    <LiveSectionPage>
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
    </LiveSectionPage>
  );
}
