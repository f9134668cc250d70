import preview from '../../.storybook/preview';
import { useTranslation } from 'react-i18next';
import { expect, fn } from 'storybook/test';
import { Empty, type EmptyProps } from '@/shared/ui/empty/Empty';
import { text } from '../support/text';

/** The empty state with the app's own words, chosen by key. */
function TranslatedEmpty({ messageKey, detailKey, actionKey, onAction, icon }: Pick<EmptyProps, 'icon'> & { messageKey: string; detailKey?: string; actionKey?: string; onAction: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Empty
      icon={icon}
      message={t(messageKey)}
      detail={detailKey ? t(detailKey) : undefined}
      action={actionKey ? { label: t(actionKey), onClick: onAction } : undefined}
    />
  );
}

const meta = preview.meta({
  title: 'UI/Empty',
  component: TranslatedEmpty,
  args: { messageKey: 'common.notFound', onAction: fn() },
});

const iconOf = (root: HTMLElement) => root.querySelector('svg')?.getAttribute('data-icon');

export const Default = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(text('common:common.notFound'))).toBeVisible();
    await expect(iconOf(canvasElement)).toBe('inbox');
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
});

/** A network failure with its explanation and one way out. */
export const WithAction = meta.story({
  args: { icon: 'network', messageKey: 'common.loadFailed', detailKey: 'common.networkError', actionKey: 'common.retry' },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(iconOf(canvasElement)).toBe('network');
    await expect(canvas.getByText(text('common:common.loadFailed'))).toBeVisible();
    await expect(canvas.getByText(text('common:common.networkError'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('common:common.retry') }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
});

export const SearchIcon = meta.story({
  args: { icon: 'search' },
  play: async ({ canvasElement }) => {
    await expect(iconOf(canvasElement)).toBe('search');
  },
});

export const RecordIcon = meta.story({
  args: { icon: 'record', actionKey: 'common.goHome' },
  play: async ({ canvas, canvasElement }) => {
    await expect(iconOf(canvasElement)).toBe('record');
    const button = canvas.getByRole('button', { name: text('common:common.goHome') });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
});
