import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn } from 'storybook/test';
import { Button, type ButtonProps } from '@/shared/ui/button/Button';
import { text } from '../support/text';

function TranslatedButton(props: ButtonProps) {
  const { t } = useTranslation('common');
  return <Button {...props}>{t('common.confirm')}</Button>;
}

const meta = {
  title: 'UI/Button',
  component: TranslatedButton,
  args: { onClick: fn() },
} satisfies Meta<typeof TranslatedButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: text('common:common.confirm') });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: text('common:common.confirm') }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const FullWidth: Story = {
  args: { block: true },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: text('common:common.confirm') });
    const available = (button.parentElement ?? canvasElement).getBoundingClientRect().width;
    await expect(button.getBoundingClientRect().width).toBeCloseTo(available, 0);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: text('common:common.confirm') });
    await expect(button).toBeDisabled();
    // A disabled button ignores the press even when it reaches the element.
    button.click();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
