import preview from '../../.storybook/preview';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { CountdownButton, type CountdownButtonProps } from '@/shared/ui/countdown-button/CountdownButton';
import { TextField } from '@/shared/ui/field/TextField';
import { text } from '../support/text';
import { loadMessages } from './support/messages';
import { padded } from './support/frame';

const sendLabel = () => text('form:countdown.send');
const resendIn = (seconds: number) => text('form:countdown.resendIn', { seconds });

const Frame = padded(CountdownButton);

const meta = preview.meta({
  title: 'UI/CountdownButton',
  component: Frame,
  args: { onSend: fn(async () => undefined) },
  beforeEach: loadMessages('form'),
});

export const Ready = meta.story({
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: sendLabel() });
    await expect(button).toBeEnabled();
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
});

export const Running = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: sendLabel() }));
    const button = canvas.getByRole('button');
    await waitFor(() => expect([resendIn(60), resendIn(59)]).toContain(button.textContent));
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  },
});

export const Finished = meta.story({
  args: { seconds: 2 },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: sendLabel() }));
    await expect(await canvas.findByRole('button', { name: resendIn(2) })).toBeDisabled();
    await expect(await canvas.findByRole('button', { name: resendIn(1) }, { timeout: 2000 })).toBeDisabled();
    const resend = await canvas.findByRole('button', { name: text('form:countdown.resend') }, { timeout: 2000 });
    await expect(resend).toBeEnabled();
    await userEvent.click(resend);
    await expect(args.onSend).toHaveBeenCalledTimes(2);
  },
});

export const SendingIgnoresDoubleTap = meta.story({
  // The send never answers here, so the button stays in its sending state.
  args: { onSend: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: sendLabel() });
    await userEvent.dblClick(button);
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(button).toHaveTextContent(text('form:countdown.sending'));
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
});

export const FailedSendCanRetry = meta.story({
  args: { onSend: fn(async () => Promise.reject(new Error('The SMS gateway is down'))) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: sendLabel() }));
    const button = await canvas.findByRole('button', { name: sendLabel() });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await expect(args.onSend).toHaveBeenCalledTimes(2);
  },
});

export const Disabled = meta.story({
  args: { disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: sendLabel() });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
});

/** The usual place of the button: inside the phone field of a register or bind-phone form. */
function PhoneWithCode({ onSend }: { onSend: CountdownButtonProps['onSend'] }) {
  const [phone, setPhone] = useState('');
  return (
    <div style={{ padding: 16 }}>
      <TextField
        label="Phone number"
        kind="phone"
        country="VN"
        value={phone}
        onChange={setPhone}
        clearable={false}
        end={<CountdownButton onSend={onSend} disabled={phone.length < 9} />}
      />
    </div>
  );
}

export const InsidePhoneField = meta.story({
  render: (args) => <PhoneWithCode onSend={args.onSend} />,
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: sendLabel() });
    await expect(button).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '912345678');
    await expect(button).toBeEnabled();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button).toBeDisabled());
  },
});

export const DarkTheme = meta.story({
  globals: { theme: 'dark' },
  render: (args) => <PhoneWithCode onSend={args.onSend} />,
  play: async ({ canvas }) => {
    // The theme global reached the page: axe checks the dark colours, not the light ones.
    await expect(document.documentElement.dataset.theme).toBe('dark');
    await expect(canvas.getByRole('button', { name: sendLabel() })).toBeDisabled();
  },
});
