import { useTranslation } from 'react-i18next';
import { BottomSheet } from '@/shared/ui/popup/BottomSheet';
import { BulletinList } from './BulletinList';

/** The notices list in a bottom sheet, for screens that open it from a link (the /sports marquee, the rules). */
export function BulletinSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('sports-help');
  return (
    <BottomSheet title={t('bulletins.title')} onClose={onClose}>
      <BulletinList scroll="container" height="60vh" />
    </BottomSheet>
  );
}
