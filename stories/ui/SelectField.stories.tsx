import preview from '../../.storybook/preview';
import { expect, fn } from 'storybook/test';
import { SelectField } from '@/shared/ui/select-field/SelectField';
import { padded } from './support/frame';

const LABEL = 'Bank';
const PLACEHOLDER = 'Choose your bank';

const Framed = padded(SelectField);

const meta = preview.meta({
  title: 'UI/SelectField',
  component: Framed,
  args: { label: LABEL, value: '', placeholder: PLACEHOLDER, onOpen: fn() },
});

export const Default = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: `${LABEL} ${PLACEHOLDER}` });
    await expect(button).toHaveAttribute('aria-haspopup', 'listbox');
    await expect(button).not.toHaveAttribute('aria-invalid');
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(button);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
});

export const Chosen = meta.story({
  args: { value: 'Vietcombank', hint: 'The bank that holds the card' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: `${LABEL} Vietcombank` });
    await expect(button).toHaveAccessibleDescription('The bank that holds the card');
    await expect(canvas.queryByText(PLACEHOLDER)).not.toBeInTheDocument();
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
});

export const WithError = meta.story({
  args: { error: 'Choose a bank', hint: 'The bank that holds the card' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: `${LABEL} ${PLACEHOLDER}` });
    await expect(button).toHaveAttribute('aria-invalid', 'true');
    await expect(button).toHaveAccessibleDescription('The bank that holds the card Choose a bank');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose a bank');
  },
});

export const Disabled = meta.story({
  args: { value: 'Vietcombank', disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: `${LABEL} Vietcombank` });
    await expect(button).toBeDisabled();
    button.click();
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
});

export const DarkTheme = meta.story({
  globals: { theme: 'dark' },
  args: { error: 'Choose a bank' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    await expect(canvas.getByRole('button', { name: `${LABEL} ${PLACEHOLDER}` })).toHaveAttribute('aria-invalid', 'true');
  },
});
