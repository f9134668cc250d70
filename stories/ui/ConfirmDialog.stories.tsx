import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn } from 'storybook/test';
import { ConfirmDialog } from '@/shared/ui/dialog/ConfirmDialog';
import { text } from '../support/text';

const OPEN_LABEL = 'Show the dialog';

/**
 * The session-expired question, as the app asks it: it opens after something happened (here a press of the
 * story's own trigger), so it mounts on a visible page and can take the focus.
 */
function SessionExpiredDialog({ onConfirm, onDismiss }: { onConfirm: () => void; onDismiss: () => void }) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const close = (then: () => void) => () => {
    setOpen(false);
    then();
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {OPEN_LABEL}
      </button>
      {open ? (
        <ConfirmDialog
          title={t('common.sessionEnded')}
          message={t('common.loginExpired')}
          confirmLabel={t('common.confirm')}
          onConfirm={close(onConfirm)}
          onDismiss={close(onDismiss)}
        />
      ) : null}
    </>
  );
}

const meta = {
  title: 'UI/ConfirmDialog',
  component: SessionExpiredDialog,
  args: { onConfirm: fn(), onDismiss: fn() },
} satisfies Meta<typeof SessionExpiredDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: OPEN_LABEL }));
    const dialog = await canvas.findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleName(text('common:common.sessionEnded'));
    await expect(dialog).toHaveAccessibleDescription(text('common:common.loginExpired'));
    const confirm = canvas.getByRole('button', { name: text('common:common.confirm') });
    await expect(confirm).toHaveFocus();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onDismiss).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

export const DismissWithEscape: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: OPEN_LABEL }));
    await expect(await canvas.findByRole('button', { name: text('common:common.confirm') })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

export const DismissByTappingOutside: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: OPEN_LABEL }));
    const dialog = await canvas.findByRole('alertdialog');
    await userEvent.click(dialog);
    await expect(args.onDismiss).not.toHaveBeenCalled();
    const backdrop = dialog.parentElement;
    await expect(backdrop).not.toBeNull();
    await userEvent.pointer({ keys: '[MouseLeft]', target: backdrop as Element, coords: { clientX: 5, clientY: 5 } });
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};
