// Helpers of the sign-in and registration integration tests: fill the forms the way a player does.
import { fireEvent, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { SLOW, t } from '../support/app';

export const field = (key: string) => screen.getByLabelText(t(key));

/** Slides the captcha to the end (a range input: jsdom takes the change event a drag ends with). */
export async function slide(): Promise<void> {
  fireEvent.change(await screen.findByLabelText(t('auth:login.slide'), undefined, SLOW), { target: { value: '100' } });
  await screen.findByText(t('auth:login.slideDone'));
}

/** Presses "send code" and waits for the 60 s countdown. */
export async function sendCode(user: UserEvent): Promise<void> {
  await user.click(screen.getByRole('button', { name: t('form:countdown.send') }));
  await screen.findByRole('button', { name: t('form:countdown.resendIn', { seconds: 60 }) }, SLOW);
}

export async function logInWithPassword(user: UserEvent, userName: string, password: string): Promise<void> {
  await user.type(await screen.findByLabelText(t('auth:login.username'), undefined, SLOW), userName);
  await user.type(field('auth:login.password'), password);
  await slide();
  await user.click(screen.getByRole('button', { name: t('auth:login.submit') }));
}
