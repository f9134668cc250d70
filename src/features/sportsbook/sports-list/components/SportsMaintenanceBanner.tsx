import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiEvents, type SportsMaintenanceEvent } from '@/shared/api/api-events';
import styles from '../screens/SportsScreen.module.css';

function localTime(epochMs: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(epochMs));
}

/** Shown while the provider answers code 8; the window comes from the message's [start-end] range. */
export function SportsMaintenanceBanner() {
  const { t, i18n } = useTranslation(['sports', 'common']);
  const [state, setState] = useState<SportsMaintenanceEvent>({ active: false });

  useEffect(() => {
    apiEvents.on('sports-maintenance', setState);
    return () => apiEvents.off('sports-maintenance', setState);
  }, []);

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
