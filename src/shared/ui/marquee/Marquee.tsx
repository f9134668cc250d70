import { useRef, useState, type FocusEvent, type MouseEvent, type ReactNode } from 'react';
import { usePrefersReducedMotion } from '../motion/use-reduced-motion';
import styles from './Marquee.module.css';
import { useOverflowWidth } from './use-overflow-width';

export interface MarqueeProps {
  /** The notices, in order; each is read in full by screen readers. */
  items: readonly string[];
  /** Names the notice region, e.g. "Announcements". */
  label: string;
  /** Scroll speed in px per second. */
  speed?: number;
  /** Makes each notice a button (e.g. to open the announcement). */
  onSelect?: (index: number) => void;
  /** Decorative leading icon (a speaker). */
  icon?: ReactNode;
  className?: string;
}

function Notices({ items, onSelect, copy }: { items: readonly string[]; onSelect?: (index: number) => void; copy: boolean }) {
  return items.map((text, index) => (
    <li key={index} className={styles.item}>
      {onSelect && !copy ? (
        <button type="button" className={styles.notice} onClick={() => onSelect(index)}>
          {text}
        </button>
      ) : (
        <span className={styles.notice} data-marquee-index={onSelect ? index : undefined}>
          {text}
        </span>
      )}
    </li>
  ));
}

/**
 * Scrolling notices. Text wider than the bar scrolls sideways in a seamless loop and stops while pointed at or
 * focused; with reduced motion it stands still and wraps so all of it can be read.
 */
export function Marquee({ items, label, speed = 40, onSelect, icon, className }: MarqueeProps) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLUListElement>(null);
  const { contentWidth, overflows } = useOverflowWidth(viewportRef, contentRef);
  const reducedMotion = usePrefersReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const moving = overflows && !reducedMotion;
  const state = !moving ? 'static' : hovered || focused ? 'paused' : 'running';

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  // Taps on the looping copy (hidden from assistive technology) open the notice they show.
  const onCopyClick = (event: MouseEvent<HTMLElement>) => {
    const hit = (event.target as Element).closest<HTMLElement>('[data-marquee-index]');
    if (hit && onSelect) onSelect(Number(hit.dataset.marqueeIndex));
  };

  const classes = [styles.marquee, reducedMotion ? styles.reduced : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <section
      className={classes}
      aria-label={label}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <div ref={viewportRef} className={styles.viewport}>
        <div
          className={styles.track}
          data-state={state}
          data-testid="marquee-track"
          style={moving ? { animationDuration: `${Math.max(contentWidth / speed, 4)}s` } : undefined}
        >
          <ul ref={contentRef} className={styles.copy}>
            <Notices items={items} onSelect={onSelect} copy={false} />
          </ul>
          {moving ? (
            <ul className={styles.copy} aria-hidden="true" inert onClick={onCopyClick}>
              <Notices items={items} onSelect={onSelect} copy />
            </ul>
          ) : null}
        </div>
      </div>
    </section>
  );
}
