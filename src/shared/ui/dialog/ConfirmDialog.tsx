import { useRef } from 'react';
import { Button } from '../button/Button';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  /** Escape, the backdrop, and the cancel button when there is no onCancel. */
  onDismiss: () => void;
  /** Adds a cancel button beside the confirm button. */
  cancelLabel?: string;
  /** What the cancel button does; defaults to onDismiss. */
  onCancel?: () => void;
  /** Escape and the backdrop do nothing: one of the buttons must be pressed. */
  persistent?: boolean;
}

/** A modal question built on Dialog; the confirm button takes the focus, Escape or a tap outside dismisses it. */
export function ConfirmDialog({ title, message, confirmLabel, onConfirm, onDismiss, cancelLabel, onCancel, persistent = false }: ConfirmDialogProps) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      role="alertdialog"
      title={title}
      onClose={onDismiss}
      persistent={persistent}
      initialFocusRef={confirmRef}
      actions={
        <>
          {cancelLabel ? (
            <Button variant="secondary" block onClick={onCancel ?? onDismiss}>
              {cancelLabel}
            </Button>
          ) : null}
          <Button ref={confirmRef} block onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p>{message}</p>
    </Dialog>
  );
}
