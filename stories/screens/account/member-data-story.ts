// Helpers of the withdrawal account, delivery address and agent stories: what the mock backend holds for a seeded
// member, changes to it, and a recorder of the toasts a screen shows.
import { expect, waitFor } from 'storybook/test';
import { db } from '@mocks/db';
import { getToast, subscribeToast, type ActiveToast } from '@/shared/ui/toast/toast';
import { seededMember } from '../../support/expected';

/** API paths these stories override or watch (as in openapi/main.yaml). */
export const BANKING_PATHS = {
  member: '/api/member/get',
  cards: '/api/user/bankcard/list',
  cardCheck: '/api/user/bankcard/check-mobile',
  cardBind: '/api/user/bankcard/n2/bind',
  cardBindWithPhone: '/api/user/bankcard/n2/bindWithPhone',
  cardDelete: '/api/user/bankcard/n2/delete',
  banks: '/api/fund/bank/list-support',
  c2cBanks: '/api/fund/bank/list/c2c',
  crypto: '/api/user/cryptocy/list',
  cryptoCheck: '/api/user/cryptocy/check-mobile',
  cryptoBind: '/api/user/cryptocy/n2/bind',
  sendSms: '/api/user/verCode/sendSms',
  addresses: '/api/member/address/list',
  regions: '/api/member/address/regions',
  addressAdd: '/api/member/address/add',
  addressDefault: '/api/member/address/default',
  countries: '/api/user/countrycode/list',
  agent: '/api/member/agent/info',
  agentApply: '/api/member/agent/apply',
} as const;

export type SeededName = 'lotus888' | 'nomobile01' | 'lockeddp01' | 'lockedwd01';

export async function memberId(userName: SeededName): Promise<number> {
  return (await seededMember(userName)).member.id;
}

/** The member's bound cards and EBPay accounts as the mock backend keeps them (full numbers included). */
export async function cardsOf(userName: SeededName) {
  const id = await memberId(userName);
  return db.bankCards.findMany((q) => q.where({ memberId: id }));
}

export async function cryptoOf(userName: SeededName) {
  const id = await memberId(userName);
  return db.cryptoAddresses.findMany((q) => q.where({ memberId: id }));
}

export async function addressesOf(userName: SeededName) {
  const id = await memberId(userName);
  return db.deliveryAddresses.findMany((q) => q.where({ memberId: id }));
}

/** Sets the member's agent application (status 1 in review, 2 approved, 3 rejected with a reason). */
export async function setAgentApplication(userName: SeededName, status: 1 | 2 | 3, reviewRemark = ''): Promise<void> {
  const id = await memberId(userName);
  db.businessAgents.deleteMany((q) => q.where({ memberId: id }));
  await db.businessAgents.create({
    memberId: id,
    status,
    agentAccount: 'a_hoasen88',
    contact: 'telegram @hoasen',
    applyTime: '2026-11-22 18:30:00',
    reviewRemark,
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
