import { useTranslation } from 'react-i18next';
import { useStore } from '@/shared/lib/use-store';
import { useIsLoggedIn } from '@/shared/session/use-session';
import { Button } from '@/shared/ui/button/Button';
import styles from './LiveConnectionState.module.css';
import { getLiveSocket, type LiveConnectionState as SocketState, type LiveSocket } from './live-socket';

/** What the indicator shows: the socket's state for a logged-in player, or auto-refresh for a guest (who polls). */
export type LiveIndicator = 'autoRefresh' | 'connecting' | 'connected' | 'reconnecting' | 'offline';

/** The indicator for a socket state; 'idle' while logged in is the 3 s wait before the first connection. */
export function liveIndicator(loggedIn: boolean, state: SocketState): LiveIndicator {
  if (!loggedIn) return 'autoRefresh';
  return state === 'idle' ? 'connecting' : state;
}

export interface LiveConnectionStateProps {
  /** The socket to show; the app's own by default. */
  socket?: Pick<LiveSocket, 'state' | 'retry'>;
  className?: string;
}

/**
 * A small status line for screens that show live data: live updates on, connecting, reconnecting, or offline with
 * a retry button. Guests get no socket (their data refreshes on a timer), so they see that it auto-refreshes.
 */
export function LiveConnectionState({ socket = getLiveSocket(), className }: LiveConnectionStateProps) {
  const { t } = useTranslation('live');
  const loggedIn = useIsLoggedIn();
  const indicator = liveIndicator(loggedIn, useStore(socket.state));

  return (
    <div className={[styles.bar, className].filter(Boolean).join(' ')} data-live={indicator}>
      <span role="status" className={styles.status}>
        <span className={styles.dot} aria-hidden="true" />
        {t(`connection.${indicator}`)}
      </span>
      {indicator === 'offline' ? (
        <Button size="sm" variant="secondary" onClick={() => socket.retry()}>
          {t('connection.retry')}
        </Button>
      ) : null}
    </div>
  );
}
