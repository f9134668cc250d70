import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getInviteHorseRing } from '@/shared/api/generated/main/invite/invite';
import type { InviteDrawAward, InviteHorseRing } from '@/shared/api/generated/main/model';
import { memberKeys } from '@/shared/member/member-queries';

/** Key root of the prize ring: slots, the caller's draws (token last: a guest's key ends with null) and the winners. */
export const referralDrawKeys = {
  all: ['referral-draw'] as const,
  ring: () => [...referralDrawKeys.all, 'ring'] as const,
};

export const prizeRingQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...referralDrawKeys.ring(), token],
    queryFn: async ({ signal }) => (await getInviteHorseRing({ signal })).data ?? null,
    staleTime: 0,
  });

/**
 * After a draw: the caller's counts move at once (the winners list waits for the next visit, so it does not tell
 * the prize before the ring stops), and the balance is read again.
 */
export async function recordDraw(client: QueryClient, drawn: InviteDrawAward | null): Promise<void> {
  if (drawn) {
    client.setQueriesData<InviteHorseRing | null>({ queryKey: referralDrawKeys.ring() }, (ring) =>
      ring ? { ...ring, drawsLeft: drawn.drawsLeft, drawsUsed: Math.max(ring.drawsUsed, ring.drawsEarned - drawn.drawsLeft) } : ring,
    );
  }
  await client.invalidateQueries({ queryKey: memberKeys.balance });
}
