// Helpers of the withdrawal account, delivery address and agent stories: what the mock backend holds for a seeded
// member and changes to it.
import { db } from '@mocks/db';
import type { SeededMember } from '../../../tests/support/session';
import { seededMember } from '../../support/expected';

export async function memberId(userName: SeededMember): Promise<number> {
  return (await seededMember(userName)).member.id;
}

/** The member's bound cards and EBPay accounts as the mock backend keeps them (full numbers included). */
export async function cardsOf(userName: SeededMember) {
  const id = await memberId(userName);
  return db.bankCards.findMany((q) => q.where({ memberId: id }));
}

export async function cryptoOf(userName: SeededMember) {
  const id = await memberId(userName);
  return db.cryptoAddresses.findMany((q) => q.where({ memberId: id }));
}

export async function addressesOf(userName: SeededMember) {
  const id = await memberId(userName);
  return db.deliveryAddresses.findMany((q) => q.where({ memberId: id }));
}

/** Sets the member's agent application (status 1 in review, 2 approved, 3 rejected with a reason). */
export async function setAgentApplication(userName: SeededMember, status: 1 | 2 | 3, reviewRemark = ''): Promise<void> {
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
