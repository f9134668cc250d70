import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { getSportsMaintenance, subscribeSportsMaintenance } from '@/shared/api/sports-maintenance';
import styles from './SportsFilters.module.css';

function localTime(epochMs: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(epochMs));
}

/** Shown while the provider answers code 8; the window comes from the message's [start-end] range, in local time. */
export function SportsMaintenanceBanner() {
  const { t, i18n } = useTranslation(['sports', 'common']);
  const state = useSyncExternalStore(subscribeSportsMaintenance, getSportsMaintenance, getSportsMaintenance);
  if (!state.active) return null;
  const range =
    state.startMs !== undefined && state.endMs !== undefined
      ? `${localTime(state.startMs, i18n.language)} - ${localTime(state.endMs, i18n.language)}`
      : '';
  return (
    <p className={styles.banner} role="status">
      {t('common:common.sportsMaintenance', { range })}
    </p>
  );
}

/** Whether the sports section is under maintenance (code 8 from the provider). */
export function useSportsMaintenance(): boolean {
  return useSyncExternalStore(subscribeSportsMaintenance, () => getSportsMaintenance().active, () => getSportsMaintenance().active);
}
