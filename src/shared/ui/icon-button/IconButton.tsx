import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './IconButton.module.css';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'aria-label' | 'children'> {
  /** What the button does, for screen readers (the icon alone says nothing). Required. */
  label: string;
  /** The icon: an SVG or icon component; it is hidden from assistive technology. */
  icon: ReactNode;
  variant?: 'plain' | 'filled';
}

/** A 44 x 44 px button showing only an icon, named by its label. */
export function IconButton({ label, icon, variant = 'plain', className, type = 'button', ...rest }: IconButtonProps) {
  const classes = [styles.button, variant === 'filled' ? styles.filled : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <button {...rest} type={type} className={classes} aria-label={label}>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
    </button>
  );
}
