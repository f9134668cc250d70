import type { ReactNode } from 'react';
import { TitledSection } from '@/shared/ui/section/TitledSection';
import styles from './Settings.module.css';

/** A titled card of related settings. */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <TitledSection className={styles.card} title={title} titleClassName={styles.heading}>
      {children}
    </TitledSection>
  );
}
