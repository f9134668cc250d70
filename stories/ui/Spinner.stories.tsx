import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect } from 'storybook/test';
import { Spinner } from '@/shared/ui/spinner/Spinner';
import { text } from '../support/text';

function LoadingSpinner() {
  const { t } = useTranslation('common');
  return <Spinner label={t('common.loading')} />;
}

const meta = {
  title: 'UI/Spinner',
  component: LoadingSpinner,
} satisfies Meta<typeof LoadingSpinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(text('common:common.loading'));
    await expect(status).toHaveAttribute('aria-live', 'polite');
  },
};
