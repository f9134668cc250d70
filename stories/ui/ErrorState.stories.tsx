import preview from '../../.storybook/preview';
import { useTranslation } from 'react-i18next';
import { expect, fn } from 'storybook/test';
import { ErrorState } from '@/shared/ui/error-state/ErrorState';
import { text } from '../support/text';

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return <ErrorState message={t('common.loadFailed')} retryLabel={t('common.retry')} onRetry={onRetry} />;
}

const meta = preview.meta({
  title: 'UI/ErrorState',
  component: LoadFailed,
  args: { onRetry: fn() },
});

export const Default = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(text('common:common.loadFailed'));
    await userEvent.click(canvas.getByRole('button', { name: text('common:common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
});
