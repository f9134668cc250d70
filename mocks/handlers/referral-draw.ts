// The invite prize ring (openapi/main/paths/invite.yaml queryHorseRing, drawAward): a member earns one draw per
// invited friend whose first deposit reached the lowest deposit tier; the server picks the slot (weighted towards the
// small prizes, the same way for the same member and draw number), credits it once to the wallet and answers the
// slot, so the ring stops there. A repeated drawNo answers its first result.
import type { InviteDrawAwardRequest, InviteDrawAwardResponse, InviteHorseRing, InviteHorseRingResponse } from '@/shared/api/generated/main/model';
import { maskAccountName } from '@/shared/lib/masking';
import { db } from '../db';
import { bodyObject, serverTime } from './account-shared';
import { postLedgerEntry } from './ledger';
import { fail, ok, resultCodes } from './main-envelope';
import { memberRoute, route } from './routes';
import { validInviteCountOf } from './referrals';
import { authenticate } from './session';

export const { codes: DrawCode, messages: drawMessages } = resultCodes({
  noDrawsLeft: [1003000004, { vi: 'Bạn đã hết lượt quay', zh: '您的抽奖次数已用完', en: 'You have no draws left' }],
  badDrawNo: [1003000005, { vi: 'Mã lượt quay không hợp lệ', zh: '抽奖编号无效', en: 'Invalid draw number' }],
});

const MAX_WINNERS = 20;
/** How likely each slot is, in slot order (small prizes first); out of the sum. */
export const SLOT_WEIGHTS = [30, 25, 18, 12, 8, 4, 2, 1] as const;

/** Draws a member has earned, used and has left. */
export function drawsOf(memberId: number): { drawsEarned: number; drawsUsed: number; drawsLeft: number } {
  const drawsEarned = validInviteCountOf(memberId);
  const drawsUsed = db.inviteDraws.findMany((q) => q.where({ memberId })).length;
  return { drawsEarned, drawsUsed, drawsLeft: Math.max(0, drawsEarned - drawsUsed) };
}

/** The slot of a member's n-th draw (0-based): a fixed spread of the member and draw index over the weights. */
export function slotFor(memberId: number, drawIndex: number, slots: number): number {
  const weights = SLOT_WEIGHTS.slice(0, slots);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let ticket = (memberId * 7_919 + drawIndex * 104_729 + 13) % total;
  for (let slot = 0; slot < weights.length; slot += 1) {
    ticket -= weights[slot]!;
    if (ticket < 0) return slot;
  }
  return 0;
}

const prizes = () => db.ringPrizes.all().sort((a, b) => a.slot - b.slot);

function winners(): InviteHorseRing['winners'] {
  return db.inviteDraws
    .all()
    .sort((a, b) => b.drawnAt - a.drawnAt)
    .slice(0, MAX_WINNERS)
    .map((draw) => ({
      userName: maskAccountName(db.members.findFirst((q) => q.where({ id: draw.memberId }))?.userName ?? String(draw.memberId)),
      amount: draw.amount,
      time: serverTime(draw.drawnAt),
    }));
}

/** Draw numbers being answered, so the same drawNo sent twice at once is drawn once. */
const drawing = new Map<string, Promise<Response>>();

async function draw(memberId: number, drawNo: string): Promise<Response> {
  const earlier = db.inviteDraws.findFirst((q) => q.where({ drawNo }));
  if (earlier) {
    if (earlier.memberId !== memberId) return fail(DrawCode.badDrawNo, drawMessages[DrawCode.badDrawNo]);
    return ok({ drawNo, slot: earlier.slot, amount: earlier.amount, drawsLeft: drawsOf(memberId).drawsLeft });
  }
  const { drawsUsed, drawsLeft } = drawsOf(memberId);
  const ring = prizes();
  if (drawsLeft <= 0 || ring.length === 0) return fail(DrawCode.noDrawsLeft, drawMessages[DrawCode.noDrawsLeft]);
  const prize = ring[slotFor(memberId, drawsUsed, ring.length)]!;
  const now = Date.now();
  await db.inviteDraws.create({ drawNo, memberId, slot: prize.slot, amount: prize.amount, drawnAt: now });
  await postLedgerEntry({ memberId, kind: 'bonus', amount: prize.amount, orderNo: drawNo, remark: 'invite draw', time: now });
  return ok({ drawNo, slot: prize.slot, amount: prize.amount, drawsLeft: drawsLeft - 1 });
}

export const referralDrawHandlers = [
  route<never, never, InviteHorseRingResponse>({ api: 'main', method: 'GET', path: '/api/member/invite/queryHorseRing', auth: false }, ({ request }) => {
    const auth = authenticate(request);
    const draws = auth.ok ? drawsOf(auth.member.id) : { drawsEarned: 0, drawsUsed: 0, drawsLeft: 0 };
    return ok({ prizes: prizes(), ...draws, winners: winners() });
  }),

  memberRoute<never, InviteDrawAwardRequest, InviteDrawAwardResponse>({ api: 'main', method: 'POST', path: '/api/member/invite/drawAward' }, async ({ request, auth }) => {
    const { drawNo } = await bodyObject(request);
    if (typeof drawNo !== 'string' || !/^[A-Za-z0-9-]{8,64}$/.test(drawNo)) return fail(DrawCode.badDrawNo, drawMessages[DrawCode.badDrawNo]);
    const running = drawing.get(drawNo);
    // The same drawNo already being drawn: wait for it, then answer what it drew.
    if (running) await running.catch(() => undefined);
    const answer = draw(auth.member.id, drawNo);
    drawing.set(drawNo, answer);
    try {
      return await answer;
    } finally {
      drawing.delete(drawNo);
    }
  }),
];
