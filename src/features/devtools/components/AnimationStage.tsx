import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentRun } from '../lib/animation-queue';
import { ANIMATION_MS, type AnimationId } from '../lib/animations';
import { ANIMATION_ART } from './animation-art';
import styles from './AnimationStage.module.css';

interface AnimationStageProps {
  current: CurrentRun<AnimationId> | null;
  reducedMotion: boolean;
}

/** Shows the running animation; a new run remounts the artwork so the same animation can play twice in a row. */
export function AnimationStage({ current, reducedMotion }: AnimationStageProps) {
  const { t } = useTranslation('devtools');
  const Art = current ? ANIMATION_ART[current.id] : null;
  return (
    <figure className={styles.stage} aria-label={t('learn.stage')}>
      {current && Art ? (
        <svg
          key={current.runId}
          className={`${styles.art} ${reducedMotion ? styles.reduced : ''}`}
          viewBox="0 0 160 100"
          data-animation={current.id}
          data-motion={reducedMotion ? 'reduced' : 'full'}
          style={{ '--duration': `${ANIMATION_MS[current.id]}ms` } as CSSProperties}
          role="img"
          aria-label={t(`learn.animations.${current.id}`)}
        >
          <Art />
        </svg>
      ) : (
        <p className={styles.idle}>{t('learn.idle')}</p>
      )}
    </figure>
  );
}
