import preview from '../../.storybook/preview';
import { expect, fn } from 'storybook/test';
import { TextField } from '@/shared/ui/field/TextField';
import { text } from '../support/text';
import { heldValue } from './support/held-value';
import { loadMessages } from './support/messages';

const LABEL = 'Account';
const CODE_RULE = { pattern: /^[0-9]{6}$/, message: 'The code has exactly 6 digits' };
const CODE_PLACEHOLDER = 'Enter the 6-digit code';

const ControlledField = heldValue(TextField, 'value', '', { padding: 16, display: 'grid', gap: 16 });

const meta = preview.meta({
  title: 'UI/TextField',
  component: ControlledField,
  args: { label: LABEL, onChange: fn() },
  beforeEach: loadMessages('form'),
});

export const Empty = meta.story({
  args: { placeholder: 'lotus888' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: LABEL });
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('placeholder', 'lotus888');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByRole('button', { name: text('form:field.clear') })).not.toBeInTheDocument();
    await userEvent.type(input, 'lotus888');
    await expect(input).toHaveValue('lotus888');
    await expect(args.onChange).toHaveBeenLastCalledWith('lotus888');
  },
});

export const FilledAndCleared = meta.story({
  args: { initial: 'lotus888', hint: '6 to 20 letters and digits' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: LABEL });
    await expect(input).toHaveValue('lotus888');
    await expect(input).toHaveAccessibleDescription('6 to 20 letters and digits');
    const clear = canvas.getByRole('button', { name: text('form:field.clear') });
    await expect(clear.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(clear.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    await userEvent.click(clear);
    await expect(input).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await expect(input).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: text('form:field.clear') })).not.toBeInTheDocument();
  },
});

export const WithError = meta.story({
  args: { initial: 'lotus', error: 'This account does not exist', hint: '6 to 20 letters and digits' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: LABEL });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('6 to 20 letters and digits This account does not exist');
    await expect(canvas.getByRole('alert')).toHaveTextContent('This account does not exist');
    // The error never takes away what the player typed.
    await userEvent.type(input, '88');
    await expect(input).toHaveValue('lotus88');
  },
});

export const Disabled = meta.story({
  args: { initial: 'lotus888', disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: LABEL });
    await expect(input).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: text('form:field.clear') })).not.toBeInTheDocument();
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('lotus888');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
});

export const PhoneTruncatedToCountry = meta.story({
  args: { label: 'Phone number', kind: 'phone', country: 'VN' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone number' });
    await expect(input).toHaveAttribute('type', 'tel');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).not.toHaveAttribute('maxlength');
    await userEvent.type(input, '091-234-56789');
    // VN numbers have at most 9 digits; the dashes go, the first 9 digits stay.
    await expect(input).toHaveValue('091234567');
    await expect(args.onChange).toHaveBeenLastCalledWith('091234567');
  },
});

export const PhonePasteKeepsEveryDigit = meta.story({
  args: { label: 'Phone number', kind: 'phone', country: 'CN' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone number' });
    await userEvent.click(input);
    await userEvent.paste('+86 138-0013-8000');
    // Eleven digits for CN: the paste loses its signs and spaces, then keeps the first 11 digits.
    await expect(input).toHaveValue('86138001380');
  },
});

export const PasswordShowHide = meta.story({
  args: { label: 'Password', kind: 'password', initial: 'lotus2024' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const input = canvasElement.querySelector('input');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAccessibleName('Password');
    const toggle = canvas.getByRole('button', { name: text('form:field.showPassword') });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('lotus2024');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(input).toHaveAttribute('type', 'password');
  },
});

export const KeyboardOrder = meta.story({
  args: { label: 'Password', kind: 'password', initial: 'lotus2024' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.tab();
    await expect(canvasElement.querySelector('input')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: text('form:field.clear') })).toHaveFocus();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: text('form:field.showPassword') });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  },
});

export const NumberDirective = meta.story({
  args: { label: 'Amount', kind: 'number' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Amount' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '1a2-3.4 5');
    await expect(input).toHaveValue('12345');
    // A stray key in the middle is dropped and the caret stays where the player is typing.
    (input as HTMLInputElement).setSelectionRange(2, 2);
    await userEvent.keyboard('x');
    await expect(input).toHaveValue('12345');
    await expect((input as HTMLInputElement).selectionStart).toBe(2);
    await userEvent.keyboard('9');
    await expect(input).toHaveValue('129345');
  },
});

export const FloatDirective = meta.story({
  args: { label: 'Amount', kind: 'float' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Amount' });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '1,250.5x0');
    await expect(input).toHaveValue('1250.50');
  },
});

export const RegexRulePlaceholderAsError = meta.story({
  args: { label: 'SMS code', rule: CODE_RULE, placeholder: CODE_PLACEHOLDER },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'SMS code' });
    // No error before the player has left the field once.
    await userEvent.click(input);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('alert')).toHaveTextContent(CODE_PLACEHOLDER);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(CODE_PLACEHOLDER);
  },
});

export const RegexRuleMessage = meta.story({
  args: { label: 'SMS code', rule: CODE_RULE, placeholder: CODE_PLACEHOLDER },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'SMS code' });
    await userEvent.type(input, '12a4');
    await userEvent.tab();
    await expect(canvas.getByRole('alert')).toHaveTextContent(CODE_RULE.message);
    // The invalid value stays as typed.
    await expect(input).toHaveValue('12a4');
    await userEvent.clear(input);
    await userEvent.type(input, '123456');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
});

export const DarkTheme = meta.story({
  globals: { theme: 'dark' },
  args: { initial: 'lotus', error: 'This account does not exist', hint: '6 to 20 letters and digits' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    await expect(canvas.getByRole('textbox', { name: LABEL })).toHaveAttribute('aria-invalid', 'true');
  },
});
