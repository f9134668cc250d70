import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useBackdropClose } from '../dialog/use-backdrop-close';
import { useModal } from '../dialog/use-modal';
import styles from './BottomSheet.module.css';
import { useDragToClose } from './use-drag-to-close';

export interface BottomSheetProps {
  /** Rendered only while open; leave out to let the caller mount and unmount it. */
  open?: boolean;
  /** The sheet's name; shown as its heading unless hideTitle. */
  title: string;
  hideTitle?: boolean;
  children?: ReactNode;
  /** The handle (tap or drag down), Escape or a tap on the backdrop, unless persistent. */
  onClose: () => void;
  /** Only the sheet's own content can close it: no handle, Escape or backdrop. */
  persistent?: boolean;
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * A panel that slides up from the bottom of the phone-width column, clear of the home indicator (safe-area
 * inset). It keeps the focus while open and gives it back to the opener when it closes.
 */
export function BottomSheet({ open = true, ...props }: BottomSheetProps) {
  return open ? <OpenSheet {...props} /> : null;
}

function OpenSheet({ title, hideTitle = false, children, onClose, persistent = false, initialFocusRef }: Omit<BottomSheetProps, 'open'>) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const sheetRef = useRef<HTMLElement>(null);
  const backdrop = useBackdropClose(onClose, persistent);
  const drag = useDragToClose(sheetRef, onClose);
  useModal(sheetRef, { active: true, onEscape: persistent ? undefined : onClose, initialFocusRef });

  return (
    <div className={styles.backdrop} {...backdrop}>
      <section ref={sheetRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={styles.sheet}>
        {persistent ? null : (
          <button
            type="button"
            className={styles.handle}
            aria-label={t('common.close')}
            onClick={() => {
              if (!drag.consumeDrag()) onClose();
            }}
            {...drag.handlers}
          >
            <span className={styles.grip} aria-hidden="true" />
          </button>
        )}
        <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
          {title}
        </h2>
        <div className={styles.content}>{children}</div>
      </section>
    </div>
  );
}
