// The masters' stories: the ranking, a master's plans and one open and one settled plan, read from the mock
// backend's own rules (mocks/handlers/masters*.ts) so the stories expect what the screens are answered.
import { db } from '@mocks/db';
import type { LivePlanRecordType } from '@mocks/db/masters-collections';
import { planStanding, plansOf } from '@mocks/handlers/masters-plans';
import { rankedMasters } from '@mocks/handlers/masters';
import { ensureSeeded } from '@mocks/seed';
import { storyTextLanguage } from '../rooms/rooms-story';

/** The master with the best hit rate of the seed (Thầy Long). */
export const MASTER_ID = 501;

/** The masters' names in the order the ranking answers them. */
export async function rankingNames(sort: 'hitRate' | 'returnRate'): Promise<string[]> {
  await ensureSeeded();
  return rankedMasters(storyTextLanguage(), sort).map((master) => master.nickName);
}

/** The master's plans that are open (a match still to play) or settled now. */
export async function plansIn(state: 'open' | 'settled', masterId = MASTER_ID): Promise<LivePlanRecordType[]> {
  await ensureSeeded();
  return plansOf(masterId).filter((plan) => (planStanding(plan).state === 'open') === (state === 'open'));
}

/** The first plan of the master in that state. */
export async function planIn(state: 'open' | 'settled'): Promise<LivePlanRecordType> {
  const [plan] = await plansIn(state);
  if (!plan) throw new Error(`The seed has no ${state} plan of master ${MASTER_ID}`);
  return plan;
}

export const masterName = (masterId = MASTER_ID): string => db.liveMasters.findFirst((q) => q.where({ masterId }))?.nickName ?? '';
export const planTitle = (plan: LivePlanRecordType): string => plan.titles[storyTextLanguage()];
