// Helpers of the account screen stories: change what the mock backend holds for a seeded member, and record the
// toasts a screen shows (a short toast cannot slip past an assertion on a busy machine).
import { http, type HttpHandler } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { db } from '@mocks/db';
import { updateMember } from '@mocks/handlers/account-shared';
import type { UserInfo } from '@/shared/api/generated/main/model';
import { getToast, subscribeToast, type ActiveToast } from '@/shared/ui/toast/toast';
import { seededMember } from '../../support/expected';

/** API paths the account stories override or watch (as in openapi/main/paths). */
export const ACCOUNT_PATHS = {
  member: '/api/member/get',
  balance: '/api/fund/wallet/member/local',
  letterCount: '/api/operation/letter/config/queryLetterCount',
  logout: '/api/user/auth/logout',
  countries: '/api/user/countrycode/list',
  nickname: '/api/member/update-nickname',
  avatar: '/api/member/update-avatar',
  birthday: '/api/member/update-birthday',
  sex: '/api/member/update-sex',
  sendSms: '/api/user/verCode/sendSms',
  validMobile: '/api/member/validBindMobileNo',
  bindMobile: '/api/member/bind-mobile',
  sendEmail: '/api/user/verify/sendEmail',
  bindEmail: '/api/member/bind-email',
  password: '/api/member/update-password',
  publicKey: '/api/member/withdrawPwd/getPublicKey',
  setupWithdrawPwd: '/api/member/withdrawPwd/setupWithdrawPwd',
} as const;

type SeededName = 'lotus888' | 'nomobile01' | 'lockeddp01' | 'lockedwd01';

/** Changes a seeded member's record in the mock backend (what GET /api/member/get will answer). */
export async function changeMember(userName: SeededName, change: (draft: UserInfo) => void): Promise<void> {
  const { member } = await seededMember(userName);
  await updateMember(member.id, change);
}

/** The member as the mock backend holds it now. */
export async function memberNow(userName: SeededName): Promise<UserInfo> {
  return (await seededMember(userName)).member;
}

/** Sets a seeded member's wallet balance. */
export async function setBalance(userName: SeededName, balance: number): Promise<void> {
  const { member } = await seededMember(userName);
  await db.wallets.update((q) => q.where({ memberId: member.id }), {
    data: (draft) => {
      draft.balance = balance;
    },
  });
}

export type ShownToast = Pick<ActiveToast, 'message' | 'type'>;

/** Records every toast shown from now on; call stop() when done. */
export function recordToasts(): { shown: ShownToast[]; stop: () => void } {
  const shown: ShownToast[] = [];
  const stop = subscribeToast(() => {
    const toast = getToast();
    if (toast) shown.push({ message: toast.message, type: toast.type });
  });
  return { shown, stop };
}

/** Waits until a toast with this message and type has been shown. */
export async function expectToast(recorder: { shown: ShownToast[] }, message: string, type: ShownToast['type']): Promise<void> {
  await waitFor(() => expect(recorder.shown).toContainEqual({ message, type }), { timeout: 5000 });
}

/** Records the JSON bodies sent to a path, then lets the stateful handler answer. */
export function recordBodies(
  addHandlers: (...handlers: HttpHandler[]) => void,
  method: 'post' | 'put',
  path: string,
): unknown[] {
  const bodies: unknown[] = [];
  addHandlers(
    http[method](`*${path}`, async ({ request }) => {
      bodies.push(await request.clone().json());
      return undefined;
    }),
  );
  return bodies;
}
