import { useTranslation } from 'react-i18next';
import type { TurntablePrize } from '@/shared/api/generated/main/model';
import { prizeMark } from '../lib/prize-mark';
import styles from './lucky-wheel.module.css';

/** Every prize of the wheel in wheel order, with the mark its sector shows and its full name. */
export function PrizeList({ prizes }: { prizes: readonly TurntablePrize[] }) {
  const { t } = useTranslation('lucky-wheel');
  return (
    <div>
      <h3 className={styles.subtitle}>{t('prizes')}</h3>
      <ul className={styles.prizes}>
        {prizes.map((prize) => (
          <li key={prize.id} className={styles.prize}>
            <span className={styles.prizeMark} aria-hidden="true">
              {prizeMark(prize)}
            </span>
            <span>{prize.name}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
