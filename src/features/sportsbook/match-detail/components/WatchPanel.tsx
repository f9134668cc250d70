import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MatchRecord } from '@/shared/api/generated/sports/model';
import { Button } from '@/shared/ui/button/Button';
import { watchSources } from '../watch-sources';
import styles from './Scoreboard.module.css';

/**
 * The "watch" entry point: the match animation (`as`) and the live stream (`vs`) open in a frame under the
 * scoreboard. A stream the provider announces without an address yet shows as coming soon.
 */
export function WatchPanel({ match, title }: { match: Pick<MatchRecord, 'as' | 'vs'>; title: string }) {
  const { t } = useTranslation('match-detail');
  const sources = watchSources(match);
  const [showing, setShowing] = useState<'animation' | 'video' | null>(null);
  if (!sources.animation && !sources.video && !sources.videoAnnounced) return null;
  const address = showing ? sources[showing] : null;

  return (
    <section className={styles.watch} aria-label={t('watch.label')}>
      <div className={styles.watchActions}>
        {sources.animation ? (
          <Button size="sm" variant={showing === 'animation' ? 'primary' : 'secondary'} aria-pressed={showing === 'animation'} onClick={() => setShowing(showing === 'animation' ? null : 'animation')}>
            {t('watch.animation')}
          </Button>
        ) : null}
        {sources.video ? (
          <Button size="sm" variant={showing === 'video' ? 'primary' : 'secondary'} aria-pressed={showing === 'video'} onClick={() => setShowing(showing === 'video' ? null : 'video')}>
            {t('watch.video')}
          </Button>
        ) : sources.videoAnnounced ? (
          <span className={styles.soon} role="note">
            {t('watch.videoSoon')}
          </span>
        ) : null}
      </div>
      {address ? (
        <iframe
          className={styles.frame}
          src={address}
          title={t(showing === 'video' ? 'watch.videoTitle' : 'watch.animationTitle', { match: title })}
          allow="autoplay; fullscreen"
          referrerPolicy="no-referrer"
          sandbox="allow-scripts allow-same-origin"
        />
      ) : null}
    </section>
  );
}
