import { useState } from 'react';
import styles from './MatchRow.module.css';

/** Up to two initials of a team or league name ("Hanoi FC" -> "HF"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[1]] : [words[0] ?? ''];
  return letters
    .map((word) => Array.from(word ?? '')[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}

/** A team or league logo; the initials on a plain disc when there is no logo or it fails to load. Decorative. */
export function TeamBadge({ name, logo, size = 20 }: { name: string; logo?: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  if (logo && !failed) {
    return <img className={styles.badge} src={logo} alt="" width={size} height={size} loading="lazy" onError={() => setFailed(true)} />;
  }
  return (
    <span className={styles.initials} style={{ width: size, height: size }} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
