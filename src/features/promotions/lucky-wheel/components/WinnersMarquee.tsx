import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Marquee } from '@/shared/ui/marquee/Marquee';
import { winnersQuery } from '../api/wheel-queries';
import styles from './lucky-wheel.module.css';

/** Everyone's recent wins scrolling above the wheel (names masked by the server); nothing while there are none. */
export function WinnersMarquee({ activityId }: { activityId: number }) {
  const { t, i18n } = useTranslation('lucky-wheel');
  const winners = useQuery(winnersQuery(activityId, i18n.language));
  const items = (winners.data ?? []).map((win) => t('winner', { name: win.userName, prize: win.prizeName }));
  if (items.length === 0) return null;
  return <Marquee items={items} label={t('winners')} className={styles.marquee} />;
}
