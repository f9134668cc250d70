// What a play function works with, and the steps many screen stories take the same way.
import type { StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { text } from './text';

export type PlayContext = Parameters<NonNullable<StoryObj['play']>>[0];
export type Canvas = PlayContext['canvas'];
export type UserEvent = PlayContext['userEvent'];
export type Play = (context: PlayContext) => Promise<void>;

/** Presses "send code" and waits for the 60 s resend countdown. */
export async function sendCode(canvas: Canvas, userEvent: UserEvent): Promise<void> {
  await userEvent.click(canvas.getByRole('button', { name: text('form:countdown.send') }));
  await expect(await canvas.findByRole('button', { name: text('form:countdown.resendIn', { seconds: 60 }) })).toBeDisabled();
}
