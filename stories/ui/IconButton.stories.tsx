import preview from '../../.storybook/preview';
import { useTranslation } from 'react-i18next';
import { expect, fn } from 'storybook/test';
import { i18n } from '@/shared/i18n';
import { IconButton, type IconButtonProps } from '@/shared/ui/icon-button/IconButton';
import { BackIcon, CONTROL_STROKE } from '@/shared/ui/icons/ui/nav-icons';
import { text } from '../support/text';

/** The back button as screens use it: an arrow named by the translated "Back". */
function BackButton(props: Omit<IconButtonProps, 'label' | 'icon'>) {
  const { t } = useTranslation('layout');
  return <IconButton {...props} label={t('navBar.back')} icon={<BackIcon strokeWidth={CONTROL_STROKE} />} />;
}

const meta = preview.meta({
  title: 'UI/IconButton',
  component: BackButton,
  args: { onClick: fn() },
  loaders: [() => i18n.loadNamespaces('layout')],
});

export const Plain = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: text('layout:navBar.back') });
    const box = button.getBoundingClientRect();
    await expect(box.width).toBe(44);
    await expect(box.height).toBe(44);
    // The icon says nothing to assistive technology; the label names the button.
    await expect(button.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
});

export const Filled = meta.story({
  args: { variant: 'filled' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: text('layout:navBar.back') });
    await expect(getComputedStyle(button).boxShadow).not.toBe('none');
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
});

export const Disabled = meta.story({
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: text('layout:navBar.back') });
    await expect(button).toBeDisabled();
    button.click();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
});
