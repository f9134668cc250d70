import preview from '../../.storybook/preview';
import { useTranslation } from 'react-i18next';
import { expect, fn, waitFor } from 'storybook/test';
import { ConfirmDialog } from '@/shared/ui/dialog/ConfirmDialog';
import { text } from '../support/text';
import { OpenedBy, openWith } from './support/open-layer';

const OPEN_LABEL = 'Show the dialog';

interface DemoProps {
  onConfirm: () => void;
  onDismiss: () => void;
  onCancel?: () => void;
  withCancel: boolean;
  persistent: boolean;
}

/**
 * The session-expired question, as the app asks it: it opens after something happened (here a press of the
 * story's own trigger), so it mounts on a visible page and can take the focus.
 */
function SessionExpiredDialog({ onConfirm, onDismiss, onCancel, withCancel, persistent }: DemoProps) {
  const { t } = useTranslation('common');
  return (
    <OpenedBy label={OPEN_LABEL}>
      {({ open, close }) =>
        open ? (
          <ConfirmDialog
            title={t('common.sessionEnded')}
            message={t('common.loginExpired')}
            confirmLabel={t('common.confirm')}
            onConfirm={() => close(onConfirm)}
            onDismiss={() => close(onDismiss)}
            cancelLabel={withCancel ? t('common.cancel') : undefined}
            onCancel={onCancel ? () => close(onCancel) : undefined}
            persistent={persistent}
          />
        ) : null
      }
    </OpenedBy>
  );
}

const meta = preview.meta({
  title: 'UI/ConfirmDialog',
  component: SessionExpiredDialog,
  args: { onConfirm: fn(), onDismiss: fn(), withCancel: false, persistent: false },
});

export const Confirm = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const { layer: dialog } = await openWith({ canvas, userEvent }, OPEN_LABEL, { role: 'alertdialog' });
    await expect(dialog).toHaveAccessibleName(text('common:common.sessionEnded'));
    await expect(dialog).toHaveAccessibleDescription(text('common:common.loginExpired'));
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(canvas.queryByRole('button', { name: text('common:common.cancel') })).not.toBeInTheDocument();
    const confirm = canvas.getByRole('button', { name: text('common:common.confirm') });
    await expect(confirm).toHaveFocus();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onDismiss).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
});

export const DismissWithEscape = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: OPEN_LABEL }));
    await expect(await canvas.findByRole('button', { name: text('common:common.confirm') })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: OPEN_LABEL })).toHaveFocus();
  },
});

export const DismissByTappingOutside = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const { layer: dialog } = await openWith({ canvas, userEvent }, OPEN_LABEL, { role: 'alertdialog' });
    await userEvent.click(dialog);
    await expect(args.onDismiss).not.toHaveBeenCalled();
    const backdrop = dialog.parentElement;
    await expect(backdrop).not.toBeNull();
    await userEvent.pointer({ keys: '[MouseLeft]', target: backdrop as Element, coords: { clientX: 5, clientY: 5 } });
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
});

/** With a cancel button: it sits before confirm, runs onCancel, and Tab cycles between the two. */
export const WithCancel = meta.story({
  args: { withCancel: true, onCancel: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: OPEN_LABEL }));
    const confirm = await canvas.findByRole('button', { name: text('common:common.confirm') });
    const cancel = canvas.getByRole('button', { name: text('common:common.cancel') });
    await expect(confirm).toHaveFocus();
    await expect(cancel.compareDocumentPosition(confirm) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(confirm).toHaveFocus();
    await userEvent.click(cancel);
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onDismiss).not.toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
});

/** Without onCancel, the cancel button dismisses. */
export const CancelDismisses = meta.story({
  args: { withCancel: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: OPEN_LABEL }));
    await userEvent.click(await canvas.findByRole('button', { name: text('common:common.cancel') }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
});

/** A persistent question ignores Escape and the backdrop; only its buttons answer it. */
export const Persistent = meta.story({
  args: { persistent: true },
  play: async ({ canvas, userEvent, args }) => {
    const { layer: dialog } = await openWith({ canvas, userEvent }, OPEN_LABEL, { role: 'alertdialog' });
    await userEvent.keyboard('{Escape}');
    await userEvent.pointer({ keys: '[MouseLeft]', target: dialog.parentElement as Element, coords: { clientX: 5, clientY: 5 } });
    await expect(args.onDismiss).not.toHaveBeenCalled();
    // Still open; waitFor lets the opening fade (which starts at opacity 0) finish on a slow machine.
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: text('common:common.confirm') }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
});
