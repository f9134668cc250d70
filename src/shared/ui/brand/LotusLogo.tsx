import { useId } from 'react';
import styles from './BrandHeader.module.css';

/** The wordmark: the brand's name, the same in every language. */
export const WORDMARK = 'LOTUS';

export interface LotusLogoProps {
  /** The accessible name (the brand), or omit when a visible text already names it. */
  title?: string;
  /** Mark only (app icon size), without the wordmark. */
  markOnly?: boolean;
  className?: string;
}

/**
 * The Lotus logo: a five-petal lotus rising from a water line, in the brand greens with a warm heart, beside the
 * "LOTUS" wordmark. Colours come from the theme tokens (--color-brand, --color-text), so it reads in light and dark.
 */
export function LotusLogo({ title, markOnly = false, className }: LotusLogoProps) {
  const id = useId();
  const gradient = `${id}-petal`;
  const width = markOnly ? 40 : 132;
  return (
    <svg
      className={[styles.logo, className].filter(Boolean).join(' ')}
      viewBox={`0 0 ${width} 40`}
      width={width}
      height={40}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="var(--brand-petal-top, #f4a7c0)" />
          <stop offset="1" stopColor="var(--color-brand)" />
        </linearGradient>
      </defs>
      <g fill={`url(#${gradient})`} stroke="var(--color-surface)" strokeWidth="1.2" strokeLinejoin="round">
        <path d="M20 6c4.5 5 4.5 13 0 22-4.5-9-4.5-17 0-22z" />
        <path d="M20 28C15 25 11 19 11.5 11.5c5 2.5 8 8.5 8.5 16.5z" />
        <path d="M20 28c5-3 9-9 8.5-16.5-5 2.5-8 8.5-8.5 16.5z" />
        <path d="M20 29c-6 1-12-2-15-8 5-1.5 11 1.5 15 8z" />
        <path d="M20 29c6 1 12-2 15-8-5-1.5-11 1.5-15 8z" />
      </g>
      <circle cx="20" cy="26" r="2.2" fill="var(--brand-heart, #f2b63d)" />
      <path d="M6 33.5c4.5-2 9.5 2 14 0s9.5-2 14 0" fill="none" stroke="var(--color-brand)" strokeWidth="2" strokeLinecap="round" />
      {markOnly ? null : (
        <text x="44" y="27.5" className={styles.wordmark} fill="var(--color-text)">
          {WORDMARK}
        </text>
      )}
    </svg>
  );
}
