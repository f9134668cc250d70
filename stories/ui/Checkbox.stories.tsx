import preview from '../../.storybook/preview';
import { expect, fn } from 'storybook/test';
import { Checkbox } from '@/shared/ui/checkbox/Checkbox';
import { heldValue } from './support/held-value';

const LABEL = 'I am 18 or older and accept the terms';

const ControlledCheckbox = heldValue(Checkbox, 'checked', false);

const meta = preview.meta({
  title: 'UI/Checkbox',
  component: ControlledCheckbox,
  args: { label: LABEL, onChange: fn() },
});

export const Unchecked = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', { name: LABEL });
    await expect(box).not.toBeChecked();
    await expect(box.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
});

export const CheckedTapLabel = meta.story({
  args: { initial: true },
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', { name: LABEL });
    await expect(box).toBeChecked();
    await userEvent.click(canvas.getByText(LABEL));
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
});

export const Keyboard = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const box = canvas.getByRole('checkbox', { name: LABEL });
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
});

export const WithError = meta.story({
  args: { error: 'Please accept the terms to continue', description: 'Required to open an account', required: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: LABEL });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toBeRequired();
    await expect(box).toHaveAccessibleDescription('Required to open an account Please accept the terms to continue');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please accept the terms to continue');
  },
});

export const Disabled = meta.story({
  args: { disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', { name: LABEL });
    await expect(box).toBeDisabled();
    await userEvent.click(canvas.getByText(LABEL));
    await expect(box).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
});

export const DarkTheme = meta.story({
  globals: { theme: 'dark' },
  args: { initial: true, error: 'Please accept the terms to continue' },
  play: async ({ canvas }) => {
    // The theme global reached the page: axe checks the dark colours, not the light ones.
    await expect(document.documentElement.dataset.theme).toBe('dark');
    await expect(canvas.getByRole('checkbox', { name: LABEL })).toBeChecked();
  },
});
