import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn } from 'storybook/test';
import { ErrorState } from '@/shared/ui/error-state/ErrorState';
import { text } from '../support/text';

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return <ErrorState message={t('common.loadFailed')} retryLabel={t('common.retry')} onRetry={onRetry} />;
}

const meta = {
  title: 'UI/ErrorState',
  component: LoadFailed,
  args: { onRetry: fn() },
} satisfies Meta<typeof LoadFailed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(text('common:common.loadFailed'));
    await userEvent.click(canvas.getByRole('button', { name: text('common:common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
