import type { PlayContext } from '../support/play';
import preview from '../../.storybook/preview';
import { useTranslation } from 'react-i18next';
import { expect, fn } from 'storybook/test';
import { Button } from '@/shared/ui/button/Button';
import { BottomSheet } from '@/shared/ui/popup/BottomSheet';
import { text } from '../support/text';
import { expectClosedTo, OpenedBy, openWith } from './support/open-layer';

const OPEN_LABEL = 'Open the sheet';

interface DemoProps {
  persistent: boolean;
  onClose: () => void;
}

/** A sheet with a short message and its own close button, opened from a trigger like a screen would. */
function NoticeSheet({ persistent, onClose }: DemoProps) {
  const { t } = useTranslation('common');
  return (
    <OpenedBy label={OPEN_LABEL}>
      {({ open, close }) => (
        <BottomSheet open={open} title={t('common.sessionEnded')} persistent={persistent} onClose={() => close(onClose)}>
          <p>{t('common.loginExpired')}</p>
          <Button block onClick={() => close(onClose)}>
            {t('common.confirm')}
          </Button>
        </BottomSheet>
      )}
    </OpenedBy>
  );
}

const meta = preview.meta({
  title: 'UI/BottomSheet',
  component: NoticeSheet,
  args: { persistent: false, onClose: fn() },
});

type Context = PlayContext;

const openSheet = (context: Context) => openWith(context, OPEN_LABEL, { settle: true });

/** Pulls the handle down by `distance` px with a held mouse button, as a finger would. */
async function dragHandle({ userEvent }: Pick<Context, 'userEvent'>, handle: HTMLElement, distance: number) {
  const box = handle.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  await userEvent.pointer([
    { keys: '[MouseLeft>]', target: handle, coords: { clientX: x, clientY: y } },
    { target: handle, coords: { clientX: x, clientY: y + distance / 2 } },
    { target: handle, coords: { clientX: x, clientY: y + distance } },
    { keys: '[/MouseLeft]', target: handle, coords: { clientX: x, clientY: y + distance } },
  ]);
}

/** It sits at the bottom of the screen, named by its heading, modal, with the focus inside. */
export const Opens = meta.story({
  play: async (context) => {
    const { layer: sheet } = await openSheet(context);
    await expect(sheet).toHaveAccessibleName(text('common:common.sessionEnded'));
    await expect(sheet).toHaveAttribute('aria-modal', 'true');
    await expect(sheet.contains(document.activeElement)).toBe(true);
    const box = sheet.getBoundingClientRect();
    await expect(Math.abs(box.bottom - window.innerHeight)).toBeLessThan(2);
    await expect(box.width).toBeLessThanOrEqual(430);
    // Room below the content for the home indicator: at least the base padding, more where the phone has an inset.
    await expect(Number.parseFloat(getComputedStyle(sheet).paddingBottom)).toBeGreaterThanOrEqual(16);
    await expect(context.canvas.getByRole('button', { name: text('common:common.close') })).toBeVisible();
  },
});

export const HandleTapCloses = meta.story({
  play: async (context) => {
    const { trigger } = await openSheet(context);
    await context.userEvent.click(context.canvas.getByRole('button', { name: text('common:common.close') }));
    await expect(context.args.onClose).toHaveBeenCalledTimes(1);
    await expectClosedTo(context, trigger);
  },
});

export const EscapeCloses = meta.story({
  play: async (context) => {
    const { trigger } = await openSheet(context);
    await context.userEvent.keyboard('{Escape}');
    await expect(context.args.onClose).toHaveBeenCalledTimes(1);
    await expectClosedTo(context, trigger);
  },
});

export const BackdropCloses = meta.story({
  play: async (context) => {
    const { layer: sheet } = await openSheet(context);
    await context.userEvent.click(sheet);
    await expect(context.args.onClose).not.toHaveBeenCalled();
    await context.userEvent.pointer({ keys: '[MouseLeft]', target: sheet.parentElement as Element, coords: { clientX: 10, clientY: 10 } });
    await expect(context.args.onClose).toHaveBeenCalledTimes(1);
  },
});

/** Dragged far enough down by its handle, the sheet closes; a short drag springs back and it stays. */
export const DragDownCloses = meta.story({
  play: async (context) => {
    await openSheet(context);
    const handle = context.canvas.getByRole('button', { name: text('common:common.close') });
    await dragHandle(context, handle, 20);
    await expect(context.args.onClose).not.toHaveBeenCalled();
    await expect(context.canvas.getByRole('dialog').style.transform).toBe('');
    await dragHandle(context, handle, 160);
    await expect(context.args.onClose).toHaveBeenCalledTimes(1);
    await expect(context.canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
});

export const FocusStaysInside = meta.story({
  play: async (context) => {
    await openSheet(context);
    const handle = context.canvas.getByRole('button', { name: text('common:common.close') });
    const confirm = context.canvas.getByRole('button', { name: text('common:common.confirm') });
    await context.userEvent.tab();
    await expect(handle).toHaveFocus();
    await context.userEvent.tab();
    await expect(confirm).toHaveFocus();
    await context.userEvent.tab();
    await expect(handle).toHaveFocus();
  },
});

/** A persistent sheet has no handle and ignores Escape and the backdrop; its own button closes it. */
export const Persistent = meta.story({
  args: { persistent: true },
  play: async (context) => {
    const { layer: sheet, trigger } = await openSheet(context);
    await expect(context.canvas.queryByRole('button', { name: text('common:common.close') })).not.toBeInTheDocument();
    await context.userEvent.keyboard('{Escape}');
    await context.userEvent.pointer({ keys: '[MouseLeft]', target: sheet.parentElement as Element, coords: { clientX: 10, clientY: 10 } });
    await expect(context.args.onClose).not.toHaveBeenCalled();
    await context.userEvent.click(context.canvas.getByRole('button', { name: text('common:common.confirm') }));
    await expect(context.args.onClose).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveFocus();
  },
});
