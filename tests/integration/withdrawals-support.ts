// Helpers of the withdrawal integration tests: the screen opened as a seeded member, the form filled in as a
// player does, and the member's balance as the mock backend holds it.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect } from 'vitest';
import { ledgerBalance } from '@mocks/handlers/ledger';
import { hideToast } from '@/shared/ui/toast/toast';
import { openApp, SLOW, t } from '../support/app';
import { stopRecording } from '../support/requests';
import type { SeededMember } from '../support/session';

export const LOTUS_ID = 10001;
export const RIGHT_PASSWORD = '135790';

export const openWithdraw = (path: string, as: SeededMember = 'lotus888') =>
  openApp(path, { as, namespaces: ['withdrawals', 'account', 'withdrawal-accounts', 'routes'] });

export const balanceOf = (memberId: number = LOTUS_ID): number => ledgerBalance(memberId);

export type User = ReturnType<typeof userEvent.setup>;

/** Waits for the form of the first channel (bank card) to show. */
export async function formShown(): Promise<HTMLElement> {
  return screen.findByRole('form', { name: t('withdrawals:form.title') }, SLOW);
}

/** Types the amount and the password (either may be left empty). */
export async function fill(user: User, amount: string, password: string): Promise<void> {
  const field = await screen.findByLabelText(t('withdrawals:form.amount'), undefined, SLOW);
  await user.clear(field);
  if (amount) await user.type(field, amount);
  const digits = screen.getByLabelText(t('withdrawals:form.password'));
  await user.clear(digits);
  if (password) await user.type(digits, password);
}

export const submitButton = () => screen.getByRole('button', { name: t('withdrawals:form.submit') });

export async function waitForPath(router: { state: { location: { pathname: string } } }, pathname: string): Promise<void> {
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname), SLOW);
}

export function resetAfterEachWithdrawTest(): void {
  afterEach(() => {
    stopRecording();
    hideToast();
  });
}
