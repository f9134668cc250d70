import { useId, useRef, type ReactNode, type RefObject } from 'react';
import styles from './Dialog.module.css';
import { useBackdropClose } from './use-backdrop-close';
import { useModal } from './use-modal';

export interface DialogProps {
  /** Rendered only while open; leave out to let the caller mount and unmount it. */
  open?: boolean;
  title: string;
  /** The body; it also describes the dialog to assistive technology. */
  children?: ReactNode;
  /** The buttons at the bottom, in reading order. */
  actions?: ReactNode;
  /** Escape or a tap on the backdrop (unless persistent). */
  onClose: () => void;
  /** A question the player must answer with one of the actions: Escape and the backdrop do nothing. */
  persistent?: boolean;
  /** alertdialog for questions that interrupt (session ended, confirm a loss); dialog otherwise. */
  role?: 'dialog' | 'alertdialog';
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * A centred modal: the focus moves in and stays in, Escape and the backdrop close it unless it is persistent, and
 * the focus returns to the element that opened it.
 */
export function Dialog({ open = true, ...props }: DialogProps) {
  return open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({ title, children, actions, onClose, persistent = false, role = 'dialog', initialFocusRef }: Omit<DialogProps, 'open'>) {
  const titleId = useId();
  const bodyId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const backdrop = useBackdropClose(onClose, persistent);
  useModal(panelRef, { active: true, onEscape: persistent ? undefined : onClose, initialFocusRef });

  return (
    <div className={styles.backdrop} {...backdrop}>
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children ? bodyId : undefined}
        tabIndex={-1}
        className={styles.dialog}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children ? (
          <div id={bodyId} className={styles.body}>
            {children}
          </div>
        ) : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </div>
  );
}
