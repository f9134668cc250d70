import { useId, type HTMLAttributes, type ReactNode } from 'react';

export interface TitledSectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The section's heading (an h2), which also names the section for assistive technology. */
  title: ReactNode;
  /** The heading's class: the screen's own title style. */
  titleClassName?: string | undefined;
  children?: ReactNode;
}

/**
 * A part of a screen under its own h2 heading: a `<section>` named by that heading, so a screen reader lists it as a
 * region and tests find it by name. The screen gives the section's and the heading's classes.
 */
export function TitledSection({ title, titleClassName, children, ...section }: TitledSectionProps) {
  const headingId = useId();
  return (
    <section {...section} aria-labelledby={headingId}>
      <h2 id={headingId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
