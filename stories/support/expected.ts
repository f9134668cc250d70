import { db } from '@mocks/db';
import { walletOf } from '@mocks/handlers/member';
import { statistical } from '@mocks/handlers/sports';
import { ensureSeeded } from '@mocks/seed';

/** What the seeded mock backend holds, read the way the provider reports it, for play functions to compare with. */
export async function seededCount(playType: number, sportId?: number): Promise<number> {
  await ensureSeeded();
  const entry = statistical(Date.now()).sl?.find((row) => row.ty === playType);
  if (sportId === undefined) return entry?.tc ?? 0;
  return entry?.ssl?.find((sport) => sport.sid === sportId)?.c ?? 0;
}

/** Sports with at least one match of the play type, in provider order. */
export async function seededSports(playType: number): Promise<Array<{ sid: number; c: number }>> {
  await ensureSeeded();
  return (statistical(Date.now()).sl?.find((row) => row.ty === playType)?.ssl ?? []).filter((sport) => sport.c > 0);
}

export async function seededMember(userName: string) {
  await ensureSeeded();
  const member = db.members.findFirst((q) => q.where({ userName }));
  if (!member) throw new Error(`No seeded member ${userName}`);
  const credential = db.credentials.findFirst((q) => q.where({ userName }));
  return { member, password: credential?.password ?? '', wallet: walletOf(member.id) };
}
