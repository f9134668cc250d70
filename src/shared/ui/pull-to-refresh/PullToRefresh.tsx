import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowRightIcon, CONTROL_STROKE } from '../icons/ui/nav-icons';
import { SpinnerRing } from '../spinner/Spinner';
import styles from './PullToRefresh.module.css';
import { usePullGesture } from './use-pull-gesture';

export type PullPhase = 'idle' | 'pull' | 'release' | 'refreshing';

export interface PullToRefreshProps {
  /** Reloads the content; the indicator spins until the returned promise settles. */
  onRefresh: () => Promise<unknown> | void;
  children: ReactNode;
  /** How far (after resistance) the content must be pulled before letting go refreshes. */
  threshold?: number;
  disabled?: boolean;
  className?: string;
}

const PHASE_TEXT = { pull: 'pullToRefresh.pull', release: 'pullToRefresh.release', refreshing: 'pullToRefresh.refreshing' } as const;

/**
 * Pull down from the top to refresh. Touch users pull; keyboard and screen-reader users get a refresh button that
 * appears when focused. A refresh never starts while another is pending.
 */
export function PullToRefresh({ onRefresh, children, threshold = 64, disabled = false, className }: PullToRefreshProps) {
  const { t } = useTranslation('layout');
  const rootRef = useRef<HTMLDivElement>(null);
  const pending = useRef(false);
  const [phase, setPhase] = useState<PullPhase>('idle');
  const [distance, setDistance] = useState(0);
  const [announcement, setAnnouncement] = useState('');

  const refresh = useCallback(async () => {
    if (pending.current || disabled) return;
    pending.current = true;
    setPhase('refreshing');
    setDistance(threshold);
    setAnnouncement(t('pullToRefresh.refreshing'));
    try {
      await onRefresh();
    } finally {
      pending.current = false;
      setPhase('idle');
      setDistance(0);
      setAnnouncement(t('pullToRefresh.done'));
    }
  }, [disabled, onRefresh, t, threshold]);

  usePullGesture(rootRef, {
    enabled: !disabled && phase !== 'refreshing',
    threshold,
    maxDistance: threshold * 2,
    onDistance: (next) => {
      if (pending.current) return;
      setDistance(next);
      setPhase(next === 0 ? 'idle' : next >= threshold ? 'release' : 'pull');
    },
    onEnd: (passed) => {
      if (pending.current) return;
      if (passed) {
        void refresh();
        return;
      }
      setDistance(0);
      setPhase('idle');
    },
  });

  const dragging = phase === 'pull' || phase === 'release';
  return (
    <div ref={rootRef} className={[styles.root, className ?? ''].filter(Boolean).join(' ')} data-phase={phase}>
      <button
        type="button"
        className={styles.refreshButton}
        aria-disabled={phase === 'refreshing' || disabled || undefined}
        onClick={() => void refresh()}
      >
        {t('pullToRefresh.refresh')}
      </button>
      <div
        className={`${styles.indicator} ${dragging ? styles.dragging : ''}`}
        style={{ height: distance }}
        aria-hidden="true"
        data-testid="pull-indicator"
      >
        {phase === 'idle' ? null : (
          <span className={styles.indicatorContent}>
            {phase === 'refreshing' ? (
              <SpinnerRing size="sm" />
            ) : (
              <span className={`${styles.arrow} ${phase === 'release' ? styles.flipped : ''}`}>
                <ArrowRightIcon strokeWidth={CONTROL_STROKE} />
              </span>
            )}
            <span>{t(PHASE_TEXT[phase])}</span>
          </span>
        )}
      </div>
      <div role="status" className="visually-hidden">
        {announcement}
      </div>
      <div className={styles.content} aria-busy={phase === 'refreshing' || undefined}>
        {children}
      </div>
    </div>
  );
}
