import { useState, type FocusEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../icon-button/IconButton';
import { ArrowRightIcon, BackIcon, CONTROL_STROKE } from '../icons/ui/nav-icons';
import { PauseGlyph, PlayGlyph } from './AutoplayGlyphs';
import styles from './Carousel.module.css';
import { useAutoplay } from './use-autoplay';
import { usePrefersReducedMotion } from '../motion/use-reduced-motion';
import { useHorizontalSwipe } from './use-swipe';

export interface CarouselSlide {
  key: string;
  /** The banner: an image, usually wrapped in a link or button. */
  content: ReactNode;
}

export interface CarouselProps {
  slides: readonly CarouselSlide[];
  /** Names the carousel region, e.g. "Promotions". */
  label: string;
  /** Time per slide when rotating by itself; 0 turns rotation off. */
  autoplayMs?: number;
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
  className?: string;
}

/**
 * Banner carousel: swipe or use the arrows and dots. It rotates by itself only while nobody points at it or works
 * in it, never when the reader prefers reduced motion, and a stop button halts it for good.
 */
export function Carousel({ slides, label, autoplayMs = 4000, defaultIndex = 0, onIndexChange, className }: CarouselProps) {
  const { t } = useTranslation('layout');
  const total = slides.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(defaultIndex, 0), Math.max(total - 1, 0)));
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const current = Math.min(index, Math.max(total - 1, 0));

  const goTo = (next: number) => {
    if (total === 0) return;
    const wrapped = (next + total) % total;
    setIndex(wrapped);
    if (wrapped !== current) onIndexChange?.(wrapped);
  };
  const swipe = useHorizontalSwipe({ onSwipe: (direction) => goTo(current + direction), enabled: total > 1 });

  const canRotate = autoplayMs > 0 && total > 1 && !reducedMotion;
  const rotating = canRotate && !stopped && !hovered && !focused && !swipe.dragging;
  useAutoplay(() => goTo(current + 1), autoplayMs, rotating, current);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const classes = [styles.carousel, reducedMotion ? styles.still : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <section
      className={classes}
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={label}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      data-rotating={rotating}
    >
      <div className={styles.viewport} {...swipe.handlers}>
        <div
          className={`${styles.track} ${swipe.dragging ? styles.dragging : ''}`}
          style={{ transform: `translateX(calc(${-current * 100}% + ${swipe.offset}px))` }}
          aria-live={rotating ? 'off' : 'polite'}
        >
          {slides.map((slide, i) => (
            <div
              key={slide.key}
              className={styles.slide}
              role="group"
              aria-roledescription={t('carousel.slideRoleDescription')}
              aria-label={t('carousel.slidePosition', { index: i + 1, total })}
              aria-hidden={i !== current}
              inert={i !== current}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {total > 1 ? (
        <div className={styles.controls}>
          {canRotate ? (
            <IconButton
              label={stopped ? t('carousel.play') : t('carousel.pause')}
              icon={stopped ? <PlayGlyph /> : <PauseGlyph />}
              onClick={() => setStopped((value) => !value)}
            />
          ) : null}
          <IconButton label={t('carousel.previous')} icon={<BackIcon strokeWidth={CONTROL_STROKE} />} onClick={() => goTo(current - 1)} />
          <div className={styles.dots} role="group" aria-label={t('carousel.pickSlide')}>
            {slides.map((slide, i) => (
              <button
                key={slide.key}
                type="button"
                className={styles.dot}
                aria-label={t('carousel.goTo', { index: i + 1 })}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => goTo(i)}
              >
                <span className={styles.dotMark} aria-hidden="true" />
              </button>
            ))}
          </div>
          <IconButton label={t('carousel.next')} icon={<ArrowRightIcon strokeWidth={CONTROL_STROKE} />} onClick={() => goTo(current + 1)} />
        </div>
      ) : null}
    </section>
  );
}
