import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect } from 'storybook/test';
import { Toast, type ToastProps } from '@/shared/ui/toast/Toast';
import { text } from '../support/text';

/** The toast with one of the app's own messages, chosen by key. */
function TranslatedToast({ messageKey, ...props }: Omit<ToastProps, 'message'> & { messageKey: string }) {
  const { t } = useTranslation('common');
  return <Toast {...props} message={t(messageKey)} />;
}

const meta = {
  title: 'UI/Toast',
  component: TranslatedToast,
} satisfies Meta<typeof TranslatedToast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Error: Story = {
  args: { type: 'error', position: 'center', messageKey: 'common.loginExpired' },
  play: async ({ canvas }) => {
    const toast = canvas.getByRole('alert');
    await expect(toast).toHaveTextContent(text('common:common.loginExpired'));
    await expect(toast).toHaveTextContent('✕');
  },
};

export const Success: Story = {
  args: { type: 'success', position: 'center', messageKey: 'common.copySuccess' },
  play: async ({ canvas }) => {
    const toast = canvas.getByRole('status');
    await expect(toast).toHaveTextContent(text('common:common.copySuccess'));
    await expect(toast).toHaveTextContent('✓');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const InfoAtTop: Story = {
  args: { type: 'info', position: 'top', messageKey: 'common.csSwitch' },
  play: async ({ canvas }) => {
    const toast = canvas.getByRole('status');
    await expect(toast).toHaveTextContent(text('common:common.csSwitch'));
    // Top toasts sit in the upper part of the screen, centred ones in the middle.
    await expect(toast.getBoundingClientRect().top).toBeLessThan(window.innerHeight / 3);
  },
};
