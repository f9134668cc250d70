import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/shared/ui/skeleton/Skeleton';
import styles from './GameLobby.module.css';

// The lobby is below the home screen's first view: its code is its own chunk, fetched after the first paint.
const Body = lazy(async () => ({ default: (await import('./GameLobbyBody')).GameLobbyBody }));

/** The home screen's game lobby section (no props); a placeholder of its size while its code loads. */
export function GameLobby() {
  const { t } = useTranslation('casino');
  return (
    <Suspense
      fallback={
        <div className={styles.lobby}>
          <Skeleton label={t('typesLoading')} rows={3} />
        </div>
      }
    >
      <Body />
    </Suspense>
  );
}
