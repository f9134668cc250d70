import type { PlayContext } from '../support/play';
import preview from '../../.storybook/preview';
import { useTranslation } from 'react-i18next';
import { expect, fn } from 'storybook/test';
import { ActionSheet, type SheetAction } from '@/shared/ui/action-sheet/ActionSheet';
import { text } from '../support/text';
import { expectClosedTo, OpenedBy, openWith } from './support/open-layer';

const OPEN_LABEL = 'Open the actions';

interface DemoProps {
  onSelect: (key: string) => void;
  onClose: () => void;
  withDisabled: boolean;
}

/** What to do with a session that ended: the app's own words as choices, one of them possibly unavailable. */
function SessionActions({ onSelect, onClose, withDisabled }: DemoProps) {
  const { t } = useTranslation('common');
  const actions: SheetAction[] = [
    { key: 'retry', label: t('common.retry'), disabled: withDisabled },
    { key: 'home', label: t('common.goHome'), detail: t('common.notFound') },
    { key: 'back', label: t('common.back'), danger: true },
  ];
  return (
    <OpenedBy label={OPEN_LABEL}>
      {({ open, close }) => <ActionSheet open={open} title={t('common.sessionEnded')} actions={actions} onSelect={onSelect} onClose={() => close(onClose)} />}
    </OpenedBy>
  );
}

const meta = preview.meta({
  title: 'UI/ActionSheet',
  component: SessionActions,
  args: { onSelect: fn(), onClose: fn(), withDisabled: false },
});

type Context = PlayContext;

const openActions = (context: Context) => openWith(context, OPEN_LABEL, { settle: true });

/** Every choice is a button in a list, then a separate cancel; the first choice has the focus. */
export const Opens = meta.story({
  play: async (context) => {
    const { layer: sheet } = await openActions(context);
    await expect(sheet).toHaveAccessibleName(text('common:common.sessionEnded'));
    const items = context.canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(context.canvas.getByRole('button', { name: text('common:common.retry') })).toHaveFocus();
    await expect(context.canvas.getByRole('button', { name: new RegExp(text('common:common.goHome')) })).toHaveTextContent(text('common:common.notFound'));
    await expect(context.canvas.getByRole('button', { name: text('common:common.cancel') })).toBeVisible();
  },
});

export const ChoosingRunsTheActionAndCloses = meta.story({
  play: async (context) => {
    const { trigger } = await openActions(context);
    await context.userEvent.click(context.canvas.getByRole('button', { name: text('common:common.back') }));
    await expect(context.args.onSelect).toHaveBeenCalledTimes(1);
    await expect(context.args.onSelect).toHaveBeenCalledWith('back');
    await expect(context.args.onClose).toHaveBeenCalledTimes(1);
    await expectClosedTo(context, trigger);
  },
});

export const CancelCloses = meta.story({
  play: async (context) => {
    await openActions(context);
    await context.userEvent.click(context.canvas.getByRole('button', { name: text('common:common.cancel') }));
    await expect(context.args.onSelect).not.toHaveBeenCalled();
    await expect(context.args.onClose).toHaveBeenCalledTimes(1);
    await expect(context.canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
});

export const EscapeCloses = meta.story({
  play: async (context) => {
    await openActions(context);
    await context.userEvent.keyboard('{Escape}');
    await expect(context.args.onSelect).not.toHaveBeenCalled();
    await expect(context.args.onClose).toHaveBeenCalledTimes(1);
  },
});

/** An unavailable choice cannot be picked, and the focus starts on the first one that can. */
export const DisabledChoice = meta.story({
  args: { withDisabled: true },
  play: async (context) => {
    await openActions(context);
    const retry = context.canvas.getByRole('button', { name: text('common:common.retry') });
    await expect(retry).toBeDisabled();
    await expect(context.canvas.getByRole('button', { name: new RegExp(text('common:common.goHome')) })).toHaveFocus();
    retry.click();
    await expect(context.args.onSelect).not.toHaveBeenCalled();
    await expect(context.canvas.getByRole('dialog')).toBeVisible();
  },
});
