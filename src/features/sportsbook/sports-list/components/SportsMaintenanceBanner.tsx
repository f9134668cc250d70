import { useTranslation } from 'react-i18next';
import { useSportsMaintenance } from '@/shared/maintenance/sports-maintenance';
import { maintenanceWindowText } from '@/features/sportsbook/maintenance/lib/sports-maintenance-window';
import styles from './SportsFilters.module.css';

/**
 * Shown while the provider answers code 8; the window comes from the message's [start-end] range, written like the
 * maintenance page writes it (DD-MM HH:mm in Vietnamese, MM-DD HH:mm otherwise, local time).
 */
export function SportsMaintenanceBanner() {
  const { t, i18n } = useTranslation(['sports', 'common']);
  const state = useSportsMaintenance();
  if (!state.active) return null;
  const ends =
    state.startMs !== undefined && state.endMs !== undefined
      ? maintenanceWindowText({ startMs: state.startMs, endMs: state.endMs }, i18n.language)
      : null;
  const range = ends ? `${ends.start} - ${ends.end}` : '';
  return (
    <p className={styles.banner} role="status">
      {t('common:common.sportsMaintenance', { range })}
    </p>
  );
}
