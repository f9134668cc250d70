// Helpers of the account screen stories: change what the mock backend holds for a seeded member, and the way a
// profile form ends.
import { updateMember } from '@mocks/handlers/account-shared';
import { ledgerBalance, postLedgerEntry } from '@mocks/handlers/ledger';
import { expect } from 'storybook/test';
import type { UserInfo } from '@/shared/api/generated/main/model';
import type { SeededMember } from '../../../tests/support/session';
import { expectToast, type ToastRecorder } from '../../../tests/support/toasts';
import { seededMember } from '../../support/expected';
import type { Canvas } from '../../support/play';
import { text } from '../../support/text';

/** Changes a seeded member's record in the mock backend (what GET /api/member/get will answer). */
export async function changeMember(userName: SeededMember, change: (draft: UserInfo) => void): Promise<void> {
  const { member } = await seededMember(userName);
  await updateMember(member.id, change);
}

/** The member as the mock backend holds it now. */
export async function memberNow(userName: SeededMember): Promise<UserInfo> {
  return (await seededMember(userName)).member;
}

/** Sets a seeded member's wallet balance: the mock's balance is its ledger's sum, so the difference is posted to it. */
export async function setBalance(userName: SeededMember, balance: number): Promise<void> {
  const { member } = await seededMember(userName);
  await postLedgerEntry({ memberId: member.id, kind: 'bonus', amount: balance - ledgerBalance(member.id), remark: 'story balance' });
}

/** A profile form went through: the personal centre opens and the success toast of `key` was shown. */
export async function backToPersonalCenter(canvas: Canvas, toasts: ToastRecorder, key: string): Promise<void> {
  await expect(await canvas.findByTestId('router-location')).toHaveTextContent(/^\/personal-center$/);
  await expectToast(toasts, { message: text(key), type: 'success' });
  toasts.stop();
}

/** The fields of the phone or e-mail binding form (/cellIphone, /mail), found by their labels. */
export function bindFormFields(channel: 'phone' | 'email') {
  return {
    contact: (canvas: Canvas) => canvas.findByLabelText(text(`account:${channel}.label`)),
    code: (canvas: Canvas) => canvas.getByLabelText(text('account:code.label')),
    sendButton: (canvas: Canvas) => canvas.getByRole('button', { name: text('form:countdown.send') }),
    bindButton: (canvas: Canvas) => canvas.getByRole('button', { name: text(`account:${channel}.submit`) }),
  };
}
