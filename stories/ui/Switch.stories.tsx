import preview from '../../.storybook/preview';
import { expect, fn } from 'storybook/test';
import { Switch } from '@/shared/ui/switch/Switch';
import { heldValue } from './support/held-value';

const LABEL = 'Accept any odds change';

const ControlledSwitch = heldValue(Switch, 'checked', false);

const meta = preview.meta({
  title: 'UI/Switch',
  component: ControlledSwitch,
  args: { label: LABEL, onChange: fn() },
});

export const Off = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const control = canvas.getByRole('switch', { name: LABEL });
    await expect(control).toHaveAttribute('aria-checked', 'false');
    await expect(control.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(control);
    await expect(control).toHaveAttribute('aria-checked', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
});

export const On = meta.story({
  args: { initial: true, description: 'Bets go through even when the odds move' },
  play: async ({ canvas, userEvent, args }) => {
    const control = canvas.getByRole('switch', { name: LABEL });
    await expect(control).toBeChecked();
    await expect(control).toHaveAccessibleDescription('Bets go through even when the odds move');
    await userEvent.click(canvas.getByText(LABEL));
    await expect(control).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
});

export const Keyboard = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const control = canvas.getByRole('switch', { name: LABEL });
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect(control).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
});

export const HiddenLabel = meta.story({
  args: { hideLabel: true },
  play: async ({ canvas }) => {
    const control = canvas.getByRole('switch', { name: LABEL });
    await expect(canvas.getByText(LABEL)).toHaveClass('visually-hidden');
    await expect(control.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
  },
});

export const Disabled = meta.story({
  args: { disabled: true, initial: true },
  play: async ({ canvas, userEvent, args }) => {
    const control = canvas.getByRole('switch', { name: LABEL });
    await expect(control).toBeDisabled();
    await userEvent.click(control);
    await expect(control).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
});

export const DarkTheme = meta.story({
  globals: { theme: 'dark' },
  args: { description: 'Bets go through even when the odds move' },
  play: async ({ canvas }) => {
    // The theme global reached the page: axe checks the dark colours, not the light ones.
    await expect(document.documentElement.dataset.theme).toBe('dark');
    await expect(canvas.getByRole('switch', { name: LABEL })).not.toBeChecked();
  },
});
