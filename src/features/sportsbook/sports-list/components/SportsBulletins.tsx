import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { topBulletinsQuery } from '@/shared/sports/bulletin-queries';
import { Marquee } from '@/shared/ui/marquee/Marquee';

/** The provider's headline bulletins (listTop) scrolling along the top of /sports; nothing when there are none. */
export function SportsBulletins() {
  const { t, i18n } = useTranslation('sports');
  const bulletins = useQuery(topBulletinsQuery(i18n.language));
  const items = (bulletins.data ?? []).map((bulletin) => bulletin.title);
  if (items.length === 0) return null;
  return <Marquee items={items} label={t('bulletins')} />;
}
