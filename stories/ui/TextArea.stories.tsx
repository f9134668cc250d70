import preview from '../../.storybook/preview';
import { expect, fn } from 'storybook/test';
import { TextArea } from '@/shared/ui/text-area/TextArea';
import { heldValue } from './support/held-value';

const LABEL = 'Detailed address';

const ControlledTextArea = heldValue(TextArea, 'value', '');

const meta = preview.meta({
  title: 'UI/TextArea',
  component: ControlledTextArea,
  args: { label: LABEL, maxLength: 20, onChange: fn() },
});

export const Default = meta.story({
  args: { placeholder: 'Street, building, floor' },
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('textbox', { name: LABEL });
    await expect(field).toHaveValue('');
    await expect(field).toHaveAttribute('placeholder', 'Street, building, floor');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.type(field, '12 Lotus Street');
    await expect(field).toHaveValue('12 Lotus Street');
    await expect(args.onChange).toHaveBeenLastCalledWith('12 Lotus Street');
  },
});

export const StopsAtMaxLength = meta.story({
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: LABEL });
    await userEvent.type(field, '12 Lotus Street, Building 7');
    await expect(field).toHaveValue('12 Lotus Street, Bui');
  },
});

export const WithError = meta.story({
  args: { initial: '12', error: 'Enter the detailed address' },
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: LABEL });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Enter the detailed address');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter the detailed address');
    // The error never takes away what the player typed.
    await userEvent.type(field, ' Lotus');
    await expect(field).toHaveValue('12 Lotus');
  },
});

export const DarkTheme = meta.story({
  globals: { theme: 'dark' },
  args: { initial: '12', error: 'Enter the detailed address' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    await expect(canvas.getByRole('textbox', { name: LABEL })).toHaveAttribute('aria-invalid', 'true');
  },
});
