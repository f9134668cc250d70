import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Empty } from '@/shared/ui/empty/Empty';
import styles from '@/features/account/components/account-pages.module.css';

export interface AccountSectionProps {
  title: string;
  /** Where an entry is added, and the link's text. */
  addTo: string;
  addLabel: string;
  /** Shown instead of the list when it has no entry. */
  emptyMessage: string;
  /** The list's entries; none means empty. */
  children: ReactNode[];
}

/** A titled list of one kind of account with its add entry; an empty kind says so and keeps the add entry. */
export function AccountSection({ title, addTo, addLabel, emptyMessage, children }: AccountSectionProps) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.sectionHead}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {title}
        </h2>
        <Link className={styles.linkQuiet} to={addTo}>
          {addLabel}
        </Link>
      </div>
      {children.length === 0 ? (
        <Empty message={emptyMessage} />
      ) : (
        <ul className={styles.list}>
          {children.map((child, index) => (
            <li key={index}>{child}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
