import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button/Button';
import { SpinnerRing } from '@/shared/ui/spinner/Spinner';
import { useHlsPlayer } from '../hooks/use-hls-player';
import styles from './LivePlayer.module.css';

export interface LivePlayerProps {
  /** The HLS master playlist. */
  src: string;
  title: string;
  /** The room says its stream has ended (socket or room call), whatever the video is doing. */
  ended: boolean;
}

/**
 * The room's video: muted autoplay with a tap to unmute, the stream's qualities (Auto first), a loading state while
 * it buffers, "the stream has ended" when the anchor stops, and an error with a retry.
 */
export function LivePlayer(props: LivePlayerProps) {
  const [attempt, setAttempt] = useState(0);
  // A retry starts the player over: a new mount.
  return <PlayerView key={attempt} {...props} onRetry={() => setAttempt((n) => n + 1)} />;
}

function PlayerView({ src, title, ended, onRetry }: LivePlayerProps & { onRetry: () => void }) {
  const { t } = useTranslation('rooms');
  const { video, state: playing, qualities, quality: chosen, setQuality, muted, unmute } = useHlsPlayer(ended ? null : src);
  const state = ended ? 'ended' : playing;

  return (
    <section className={styles.frame} aria-label={t('player.label', { title })} data-player-state={state}>
      <video ref={video} className={styles.video} playsInline muted autoPlay aria-label={title} />
      {state === 'playing' ? <span className={styles.live}>{t('player.live')}</span> : null}
      {state === 'loading' ? (
        <div className={styles.overlay} role="status">
          <SpinnerRing />
          <span>{t('player.loading')}</span>
        </div>
      ) : null}
      {state === 'ended' ? (
        <div className={styles.overlay} role="status">
          <p className={styles.overlayTitle}>{t('player.ended')}</p>
          <span>{t('player.endedDetail')}</span>
        </div>
      ) : null}
      {state === 'error' ? (
        <div className={styles.overlay} role="alert">
          <p className={styles.overlayTitle}>{t('player.error')}</p>
          <Button size="sm" onClick={onRetry}>
            {t('player.retry')}
          </Button>
        </div>
      ) : null}
      {state === 'playing' && (muted || qualities.length > 1) ? (
        <div className={styles.controls}>
          {muted ? (
            <button type="button" className={styles.pill} onClick={unmute}>
              {t('player.unmute')}
            </button>
          ) : null}
          {qualities.length > 1 ? (
            <select
              className={`${styles.pill} ${styles.quality}`}
              aria-label={t('player.quality')}
              value={chosen}
              onChange={(event) => setQuality(Number(event.target.value))}
            >
              {[{ index: -1, height: 0 }, ...qualities].map((quality) => (
                <option key={quality.index} value={quality.index}>
                  {quality.index === -1 ? t('player.auto') : t('player.height', { height: quality.height })}
                </option>
              ))}
            </select>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
