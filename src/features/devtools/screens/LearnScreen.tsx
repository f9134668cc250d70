import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button/Button';
import { usePrefersReducedMotion } from '@/shared/ui/motion/use-reduced-motion';
import { AnimationStage } from '../components/AnimationStage';
import { useAnimationPlayer } from '../hooks/use-animation-player';
import { queueProgress } from '../lib/animation-queue';
import { ANIMATION_IDS } from '../lib/animations';
import devtools from './devtools.module.css';
import styles from './LearnScreen.module.css';

/** /learn: the animation player demo (SPEC.md section 2): play one animation, or several in a queue. */
export function LearnScreen() {
  const { t } = useTranslation('devtools');
  const reducedMotion = usePrefersReducedMotion();
  const { state, playOne, enqueue, playAll, stop } = useAnimationPlayer();
  const progress = queueProgress(state);
  const nameOf = (id: string) => t(`learn.animations.${id}`);

  const status = state.current && progress
    ? t('learn.nowPlaying', { name: nameOf(state.current.id), ...progress })
    : state.ended === 'stopped'
      ? t('learn.stopped')
      : state.ended === 'finished'
        ? t('learn.finished')
        : t('learn.idle');

  return (
    <div className={devtools.page}>
      <div className={devtools.header}>
        <p className={devtools.muted}>{t('learn.intro')}</p>
        {reducedMotion ? (
          <p className={styles.note} data-testid="reduced-motion-note">
            {t('learn.reducedMotion')}
          </p>
        ) : null}
      </div>

      <AnimationStage current={state.current} reducedMotion={reducedMotion} />
      <p className={styles.status} role="status" data-testid="player-status">
        {status}
      </p>

      <section className={devtools.panel} aria-label={t('learn.controls')}>
        <ul className={styles.controls}>
          {ANIMATION_IDS.map((id) => (
            <li key={id} className={styles.control}>
              <span className={styles.name}>{nameOf(id)}</span>
              <Button size="sm" onClick={() => playOne(id)}>
                {t('learn.playOne', { name: nameOf(id) })}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => enqueue(id)}>
                {t('learn.enqueue', { name: nameOf(id) })}
              </Button>
            </li>
          ))}
        </ul>
        <div className={styles.row}>
          <Button onClick={playAll}>
            {t('learn.playAll')}
          </Button>
          <Button variant="secondary" onClick={stop} disabled={!state.current}>
            {t('learn.stop')}
          </Button>
        </div>
      </section>

      <div className={styles.lists}>
        <section className={devtools.panel}>
          <h2 className={devtools.subtitle} id="learn-up-next">
            {t('learn.upNext')}
          </h2>
          {state.upNext.length > 0 ? (
            <ol aria-labelledby="learn-up-next" className={styles.list} data-testid="up-next">
              {state.upNext.map((id, index) => (
                <li key={`${index}-${id}`}>{nameOf(id)}</li>
              ))}
            </ol>
          ) : (
            <p className={devtools.muted}>{t('learn.upNextEmpty')}</p>
          )}
        </section>
        <section className={devtools.panel}>
          <h2 className={devtools.subtitle} id="learn-played">
            {t('learn.played')}
          </h2>
          {state.played.length > 0 ? (
            <ol aria-labelledby="learn-played" className={styles.list} data-testid="played">
              {state.played.map((id, index) => (
                <li key={`${index}-${id}`}>{nameOf(id)}</li>
              ))}
            </ol>
          ) : (
            <p className={devtools.muted}>{t('learn.playedEmpty')}</p>
          )}
        </section>
      </div>
    </div>
  );
}
