import type { ReactNode } from 'react';
import { LiveNav } from './LiveNav';
import styles from './rooms.module.css';

/** A page of the live section's lists (rooms, matches, shows, anchors, masters, news): its navigation above its content. */
export function LiveSectionPage({ children }: { children: ReactNode }) {
  return (
    <>
      <LiveNav />
      <div className={styles.page}>{children}</div>
    </>
  );
}
