import type { PlayContext } from '../support/play';
import preview from '../../.storybook/preview';
import { useTranslation } from 'react-i18next';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '@/shared/ui/button/Button';
import { Dialog } from '@/shared/ui/dialog/Dialog';
import { text } from '../support/text';
import { expectClosedTo, OpenedBy, openWith } from './support/open-layer';

const OPEN_LABEL = 'Open the dialog';

interface DemoProps {
  persistent: boolean;
  onClose: () => void;
  onRetry: () => void;
}

/** A generic dialog as a screen would use it: a trigger, a title, a body and two actions. */
function NetworkDialog({ persistent, onClose, onRetry }: DemoProps) {
  const { t } = useTranslation('common');
  return (
    <OpenedBy label={OPEN_LABEL}>
      {({ open, close }) => (
        <Dialog
          open={open}
          title={t('common.loadFailed')}
          persistent={persistent}
          onClose={() => close(onClose)}
          actions={
            <>
              <Button variant="secondary" onClick={() => close(onClose)}>
                {t('common.close')}
              </Button>
              <Button
                onClick={() => {
                  onRetry();
                  close(onClose);
                }}
              >
                {t('common.retry')}
              </Button>
            </>
          }
        >
          <p>{t('common.networkError')}</p>
        </Dialog>
      )}
    </OpenedBy>
  );
}

const meta = preview.meta({
  title: 'UI/Dialog',
  component: NetworkDialog,
  args: { persistent: false, onClose: fn(), onRetry: fn() },
});

type Context = PlayContext;

const openDialog = (context: Pick<Context, 'canvas' | 'userEvent'>) => openWith(context, OPEN_LABEL);

/** Named by its title, described by its body, modal, and the focus is inside. */
export const Opens = meta.story({
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    const { layer: dialog } = await openDialog({ canvas, userEvent });
    await expect(dialog).toHaveAccessibleName(text('common:common.loadFailed'));
    await expect(dialog).toHaveAccessibleDescription(text('common:common.networkError'));
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await expect(getComputedStyle(document.body).overflow).toBe('hidden');
  },
});

export const ActionRunsAndFocusReturns = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const { trigger } = await openDialog({ canvas, userEvent });
    await userEvent.click(canvas.getByRole('button', { name: text('common:common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expectClosedTo({ canvas }, trigger);
    await expect(document.body.style.overflow).toBe('');
  },
});

/** Tab and Shift+Tab go round the dialog's own buttons and never reach the page behind it. */
export const FocusStaysInside = meta.story({
  play: async ({ canvas, userEvent }) => {
    await openDialog({ canvas, userEvent });
    const close = canvas.getByRole('button', { name: text('common:common.close') });
    const retry = canvas.getByRole('button', { name: text('common:common.retry') });
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(retry).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(retry).toHaveFocus();
  },
});

export const EscapeCloses = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const { trigger } = await openDialog({ canvas, userEvent });
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expectClosedTo({ canvas }, trigger);
  },
});

export const BackdropCloses = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const { layer: dialog } = await openDialog({ canvas, userEvent });
    await userEvent.click(dialog);
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.pointer({ keys: '[MouseLeft]', target: dialog.parentElement as Element, coords: { clientX: 4, clientY: 4 } });
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
});

/** A persistent dialog waits for an answer: Escape and the backdrop leave it open. */
export const Persistent = meta.story({
  args: { persistent: true },
  play: async ({ canvas, userEvent, args }) => {
    const { layer: dialog, trigger } = await openDialog({ canvas, userEvent });
    await userEvent.keyboard('{Escape}');
    await userEvent.pointer({ keys: '[MouseLeft]', target: dialog.parentElement as Element, coords: { clientX: 4, clientY: 4 } });
    await expect(args.onClose).not.toHaveBeenCalled();
    // Still open; waitFor lets the opening fade (which starts at opacity 0) finish on a slow machine.
    await waitFor(() => expect(canvas.getByRole('dialog')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: text('common:common.close') }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveFocus();
  },
});
