import preview from '../../.storybook/preview';
import { expect, fn } from 'storybook/test';
import { RadioGroup } from '@/shared/ui/radio/RadioGroup';
import { heldValue } from './support/held-value';

const LABEL = 'When the odds change';
const OPTIONS = [
  { value: '0', label: 'Ask me every time' },
  { value: '1', label: 'Ask only when the odds fall', description: 'Better odds are accepted' },
  { value: '2', label: 'Never ask' },
];

const ControlledRadio = heldValue(RadioGroup, 'value', null);

const meta = preview.meta({
  title: 'UI/RadioGroup',
  component: ControlledRadio,
  args: { label: LABEL, options: OPTIONS, onChange: fn() },
});

export const NothingChosen = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: LABEL })).toBeVisible();
    const radios = canvas.getAllByRole('radio');
    await expect(radios).toHaveLength(3);
    for (const radio of radios) await expect(radio).not.toBeChecked();
    await userEvent.click(canvas.getByText('Never ask'));
    await expect(canvas.getByRole('radio', { name: 'Never ask' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('2');
  },
});

export const Chosen = meta.story({
  args: { initial: '1' },
  play: async ({ canvas }) => {
    const radio = canvas.getByRole('radio', { name: 'Ask only when the odds fall' });
    await expect(radio).toBeChecked();
    await expect(radio).toHaveAccessibleDescription('Better odds are accepted');
    const row = radio.closest('label') as HTMLElement;
    await expect(row.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
});

export const ArrowKeys = meta.story({
  args: { initial: '0' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Ask me every time' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Ask only when the odds fall' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Never ask' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('2');
  },
});

export const WithError = meta.story({
  args: { error: 'Choose one', hint: 'You can change this later in Settings' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: LABEL });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('You can change this later in Settings Choose one');
  },
});

export const DisabledOption = meta.story({
  args: { options: [...OPTIONS.slice(0, 2), { value: '2', label: 'Never ask', disabled: true }], initial: '0' },
  play: async ({ canvas, userEvent, args }) => {
    const never = canvas.getByRole('radio', { name: 'Never ask' });
    await expect(never).toBeDisabled();
    await userEvent.click(canvas.getByText('Never ask'));
    await expect(never).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
});

export const Disabled = meta.story({
  args: { initial: '0', disabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
});

export const Horizontal = meta.story({
  args: {
    orientation: 'horizontal',
    options: [
      { value: 'decimal', label: 'Decimal' },
      { value: 'hk', label: 'Hong Kong' },
    ],
    label: 'Odds format',
    initial: 'decimal',
  },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('radio');
    await expect(first?.getBoundingClientRect().top).toBeCloseTo(second?.getBoundingClientRect().top ?? -1, 0);
  },
});

export const DarkTheme = meta.story({
  globals: { theme: 'dark' },
  args: { initial: '1', error: 'Choose one' },
  play: async ({ canvas }) => {
    // The theme global reached the page: axe checks the dark colours, not the light ones.
    await expect(document.documentElement.dataset.theme).toBe('dark');
    await expect(canvas.getByRole('radio', { name: 'Ask only when the odds fall' })).toBeChecked();
  },
});
