// Seed data of the business agent applications: an approved agent account of lockedwd01 (so its account name is
// taken).
import { db } from '../db';
import { serverTime } from '../handlers/account-shared';

const HOUR = 3_600_000;

/** The agent account lockedwd01 already holds. */
export const TAKEN_AGENT_ACCOUNT = 'a_lotusvip';

export async function seedBusinessAgent(now: number): Promise<void> {
  const holder = db.members.findFirst((q) => q.where({ userName: 'lockedwd01' }))?.id;
  if (holder === undefined) return;
  await db.businessAgents.create({
    memberId: holder,
    status: 2,
    agentAccount: TAKEN_AGENT_ACCOUNT,
    contact: 'zalo 0912000111',
    applyTime: serverTime(now - 240 * HOUR),
    reviewRemark: '',
  });
}
