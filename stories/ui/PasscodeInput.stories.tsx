import preview from '../../.storybook/preview';
import { expect, fn } from 'storybook/test';
import { PasscodeInput } from '@/shared/ui/passcode-input/PasscodeInput';
import { heldValue } from './support/held-value';

const LABEL = 'SMS code';

const ControlledPasscode = heldValue(PasscodeInput, 'value', '');

/** What the six boxes show, box by box ('' for an empty box). */
function boxes(root: HTMLElement): string[] {
  return [...root.querySelectorAll('[aria-hidden="true"] > span')].map((box) => box.textContent);
}

const meta = preview.meta({
  title: 'UI/PasscodeInput',
  component: ControlledPasscode,
  args: { label: LABEL, onChange: fn(), onComplete: fn() },
});

export const Empty = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: LABEL });
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(boxes(canvasElement)).toEqual(['', '', '', '', '', '']);
  },
});

export const TypeSixDigits = meta.story({
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: LABEL });
    await userEvent.type(input, '12a34');
    await expect(boxes(canvasElement)).toEqual(['1', '2', '3', '4', '', '']);
    await expect(args.onComplete).not.toHaveBeenCalled();
    await userEvent.type(input, '567');
    // A seventh digit has no box: the code stays at six.
    await expect(input).toHaveValue('123456');
    await expect(boxes(canvasElement)).toEqual(['1', '2', '3', '4', '5', '6']);
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    await userEvent.keyboard('{Backspace}');
    await expect(boxes(canvasElement)).toEqual(['1', '2', '3', '4', '5', '']);
    await userEvent.keyboard('9');
    await expect(args.onComplete).toHaveBeenLastCalledWith('123459');
  },
});

export const PasteCode = meta.story({
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: LABEL }));
    await userEvent.paste('Your code: 654 321.');
    await expect(boxes(canvasElement)).toEqual(['6', '5', '4', '3', '2', '1']);
    await expect(args.onComplete).toHaveBeenCalledWith('654321');
  },
});

export const TappingABoxTypesAtTheEnd = meta.story({
  args: { initial: '12' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: LABEL }) as HTMLInputElement;
    await userEvent.click(input);
    input.setSelectionRange(0, 0);
    await userEvent.keyboard('3');
    await expect(boxes(canvasElement)).toEqual(['1', '2', '3', '', '', '']);
  },
});

export const SecretWithdrawPassword = meta.story({
  args: { label: 'Withdraw password', secret: true },
  play: async ({ canvasElement, userEvent, args }) => {
    const input = canvasElement.querySelector('input');
    await expect(input).toHaveAccessibleName('Withdraw password');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input as HTMLInputElement, '246810');
    await expect(boxes(canvasElement)).toEqual(['•', '•', '•', '•', '•', '•']);
    await expect(canvasElement).not.toHaveTextContent('2');
    await expect(args.onComplete).toHaveBeenCalledWith('246810');
  },
});

export const WithError = meta.story({
  args: { initial: '1234', error: 'The code is wrong or has expired', hint: 'Sent to +84 91*****67' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: LABEL });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Sent to +84 91*****67 The code is wrong or has expired');
    await expect(canvas.getByRole('alert')).toHaveTextContent('The code is wrong or has expired');
  },
});

export const Disabled = meta.story({
  args: { initial: '12', disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: LABEL });
    await expect(input).toBeDisabled();
    await userEvent.type(input, '3');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
});

export const DarkTheme = meta.story({
  globals: { theme: 'dark' },
  args: { initial: '123', error: 'The code is wrong or has expired' },
  play: async ({ canvas, userEvent }) => {
    // The theme global reached the page: axe checks the dark colours, not the light ones.
    await expect(document.documentElement.dataset.theme).toBe('dark');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: LABEL })).toHaveFocus();
  },
});
