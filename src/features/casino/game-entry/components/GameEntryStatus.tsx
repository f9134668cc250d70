import { useTranslation } from 'react-i18next';
import { SpinnerRing } from '@/shared/ui/spinner/Spinner';
import { FormAlert } from '@/shared/ui/form-alert/FormAlert';
import type { useGameEntry } from '../hooks/use-game-entry';
import { MaintenanceDialog } from './MaintenanceDialog';
import styles from './GameEntryStatus.module.css';

/** What entering a game shows besides the tiles: the call running, a lost connection, a maintenance window. */
export function GameEntryStatus({ entry }: { entry: ReturnType<typeof useGameEntry> }) {
  const { t } = useTranslation('casino');
  return (
    <>
      {entry.pending ? (
        <div className={styles.opening}>
          <p role="status" className={styles.pill}>
            <SpinnerRing size="sm" />
            {t('opening')}
          </p>
        </div>
      ) : null}
      {entry.alert ? <FormAlert message={entry.alert} /> : null}
      {entry.maintenance ? <MaintenanceDialog notice={entry.maintenance} onClose={entry.closeMaintenance} /> : null}
    </>
  );
}
