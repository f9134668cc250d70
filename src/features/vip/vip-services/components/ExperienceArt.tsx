import type { ExperienceName } from '../lib/experience-rules';
import styles from './vip-services.module.css';

/** The hero picture of an experience page (decorative, drawn in white on the hero's gradient). */
export function ExperienceArt({ name }: { name: ExperienceName }) {
  return (
    <svg className={styles.art} viewBox="0 0 72 72" aria-hidden="true" focusable="false">
      {name === 'yacht' ? (
        <g fill="none" stroke="#ffffff" strokeWidth="3" strokeLinejoin="round" strokeLinecap="round">
          <path d="M12 46h48l-7 10H20z" fill="rgb(255 255 255 / 25%)" />
          <path d="M36 12v30M36 14l16 26H36M36 20L24 40h12" />
          <path d="M6 62q5-4 10 0t10 0t10 0t10 0t10 0t10 0" />
        </g>
      ) : name === 'hostess' ? (
        <g fill="none" stroke="#ffffff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
          <path d="M22 12h12l-2 16a4 4 0 0 1-8 0z" fill="rgb(255 255 255 / 25%)" />
          <path d="M28 32v20M22 54h12" />
          <path d="M40 12h12l-2 16a4 4 0 0 1-8 0z" fill="rgb(255 255 255 / 25%)" />
          <path d="M46 32v20M40 54h12" />
          <path d="M34 8l3-4M38 10l4-2" />
        </g>
      ) : (
        <g fill="none" stroke="#ffffff" strokeWidth="3" strokeLinejoin="round">
          <rect x="10" y="22" width="52" height="34" rx="6" fill="rgb(255 255 255 / 25%)" />
          <path d="M26 22l4-8h12l4 8" />
          <circle cx="36" cy="39" r="10" />
          <path d="M54 8l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" fill="#ffffff" strokeWidth="1" />
        </g>
      )}
    </svg>
  );
}
