import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { StakeOrderStatus } from '@/shared/api/generated/sports/model';
import { fetchBetQuote } from '@/shared/bet-cart/cart-quote-queries';
import { applyQuote, markRejected, removeCartItems } from '@/shared/bet-cart/cart-store';
import { i18n } from '@/shared/i18n';
import { createStore } from '@/shared/lib/create-store';
import { getDeviceId } from '@/shared/lib/device-id';
import { getMatchSubscriptions } from '@/shared/live/match-subscriptions';
import { getToken } from '@/shared/session/token-store';
import { getUserSettings } from '@/shared/settings/user-settings';
import { showBetNotification } from '@/shared/ui/notification/bet-notification';
import { refreshAfterBet, submitBets } from './api/bet-order-mutations';
import { findSubmittedOrders, waitForConfirmation, type ConfirmTiming } from './api/bet-order-queries';
import { judgeQuote } from './lib/odds-check';
import { placedOutcome, type PlacedOutcome } from './lib/order-outcome';
import {
  multipleBetPayload,
  requestFingerprint,
  requestProblem,
  singleBetsPayload,
  trackOrders,
  type PayloadContext,
  type TrackedOrder,
} from './lib/place-payload';
import { requestLegs, type PlacePhase, type PlaceRequest, type PlaceResult } from './lib/place-types';
import { outcomeUnknown, placingErrorMessage, providerCodeMessage, rejectReason } from './lib/provider-messages';
import { newSubmissionTag, type UnansweredSubmission } from './lib/submission-match';
/** A bet call without an answer after this long is treated as unanswered (and looked up before any new send). */
export const PLACE_TIMEOUT_MS = 15_000;
/** An unanswered submission older than this is no longer looked up: its bet, if any, shows in the records. */
export const UNANSWERED_MEMORY_MS = 10 * 60_000;

/** What placing needs from the screen it runs in. */
export interface PlaceContext {
  queryClient: QueryClient;
  /** Sends a guest to the login page with the way back. */
  toLogin: () => void;
  /** How the confirmation is followed (CONFIRM_TIMING unless a test shortens it). */
  confirmTiming?: ConfirmTiming;
}

/** The placing under way, shared by every caller: a second place() while one runs gets the same promise. */
let running: Promise<PlaceResult> | null = null;
/** The last submission whose outcome is unknown (no answer, or still unconfirmed when we stopped asking). */
let unanswered: (UnansweredSubmission & { orders?: TrackedOrder[] }) | null = null;

export const placePhaseStore = createStore<PlacePhase>('idle');

/** For tests: forgets any unanswered submission. */
export function resetPlacing(): void {
  unanswered = null;
  placePhaseStore.set('idle');
}

/** Places the request once (see usePlaceBets); concurrent calls share one run. */
export function placeBets(request: PlaceRequest, context: PlaceContext): Promise<PlaceResult> {
  running ??= runPlacement(request, context).finally(() => {
    running = null;
    placePhaseStore.set('idle');
  });
  return running;
}

/** SPEC.md section 7: matchGoalInfo with the bet's match ids just before a bet (through src/shared/live, ADR 012). */
function announceBetMatches(request: PlaceRequest): void {
  getMatchSubscriptions().announceBet(requestLegs(request).map((leg) => leg.matchId));
}

async function runPlacement(request: PlaceRequest, context: PlaceContext): Promise<PlaceResult> {
  await i18n.loadNamespaces('bet-placing');
  const t = i18n.getFixedT(null, 'bet-placing');
  if (!getToken()) {
    context.toLogin();
    return { kind: 'login' };
  }
  const problem = requestProblem(request);
  if (problem !== undefined) return { kind: 'error', message: providerCodeMessage(t, problem) };

  placePhaseStore.set('checking');
  const fingerprint = requestFingerprint(request);
  if (unanswered && (unanswered.fingerprint !== fingerprint || Date.now() - unanswered.sentAt > UNANSWERED_MEMORY_MS)) {
    unanswered = null;
  }
  let orders: TrackedOrder[] = [];
  if (unanswered) {
    try {
      orders = unanswered.orders ?? (await findSubmittedOrders(request, unanswered));
    } catch (error) {
      // Without knowing whether the first submission went through, sending again could place the bet twice.
      return { kind: 'error', message: placingErrorMessage(t, error) };
    }
  }

  if (orders.length === 0) {
    const checked = await checkOdds(request, t);
    if (checked) return checked;
    placePhaseStore.set('placing');
    const sent = await submit(request, fingerprint, t);
    if (!Array.isArray(sent)) return sent;
    orders = sent;
  }
  return confirm(request, fingerprint, orders, t, context);
}

/** A fresh quote against the odds the player saw: null when the bet may go as it is. */
async function checkOdds(request: PlaceRequest, t: TFunction): Promise<PlaceResult | null> {
  announceBetMatches(request);
  let quote;
  try {
    quote = await fetchBetQuote(requestLegs(request), { isSelectSeries: request.kind === 'multiple' });
  } catch (error) {
    return { kind: 'error', message: placingErrorMessage(t, error) };
  }
  const verdict = judgeQuote(requestLegs(request), quote, getUserSettings().oddsChange);
  if (verdict === 'ok') return null;
  // Either way the cart shows what the quote found (new odds, a moved line, a locked selection) before the answer.
  applyQuote(quote);
  return verdict === 'accept' ? { kind: 'odds-changed', quote } : { kind: 'unavailable', quote, message: providerCodeMessage(t, 3002) };
}

/** Sends the bet once; the orders it made, or the result to answer when it made none (or may have made some). */
async function submit(request: PlaceRequest, fingerprint: string, t: TFunction): Promise<TrackedOrder[] | PlaceResult> {
  const payload: PayloadContext = { oddsChange: getUserSettings().oddsChange, deviceId: getDeviceId(), tag: newSubmissionTag() };
  const sentAt = Date.now();
  const options = { noNeedResponseMsg: true, timeoutMs: PLACE_TIMEOUT_MS };
  try {
    const response = await submitBets(
      request.kind === 'single' ? { kind: 'single', body: singleBetsPayload(request, payload) } : { kind: 'multiple', body: multipleBetPayload(request, payload) },
      options,
    );
    unanswered = null;
    const orders = trackOrders(request, response.data ?? []);
    return orders.length > 0 ? orders : { kind: 'error', message: t('fallback') };
  } catch (error) {
    unanswered = outcomeUnknown(error) ? { fingerprint, tag: payload.tag, sentAt } : null;
    return { kind: 'error', message: placingErrorMessage(t, error) };
  }
}

async function confirm(
  request: PlaceRequest,
  fingerprint: string,
  orders: TrackedOrder[],
  t: TFunction,
  context: PlaceContext,
): Promise<PlaceResult> {
  placePhaseStore.set('confirming');
  const statuses = await waitForConfirmation(
    orders.map((order) => order.id),
    context.confirmTiming,
  );
  void refreshAfterBet(context.queryClient);
  if (!statuses) {
    // Still unconfirmed: the same selections placed again resume following these orders instead of sending anew.
    unanswered = { fingerprint, tag: '', sentAt: Date.now(), orders };
    showBetNotification({ ok: false, message: t('notification.pending') });
    return { kind: 'done', ok: false, accepted: [], rejected: [] };
  }
  unanswered = null;
  const reasonOf = (status: StakeOrderStatus) => rejectReason(t, status.rj, status.rjs);
  const outcome = placedOutcome(request, orders, statuses, reasonOf);
  updateCart(outcome);
  const ok = outcome.rejected.length === 0 && outcome.accepted.length > 0;
  showBetNotification({ ok, message: notificationText(t, request, outcome) });
  return { kind: 'done', ok, ...outcome };
}

function updateCart({ accepted, rejected }: PlacedOutcome): void {
  if (accepted.length > 0) removeCartItems(accepted);
  const byReason = new Map<string, number[]>();
  for (const { marketId, reason } of rejected) byReason.set(reason, [...(byReason.get(reason) ?? []), marketId]);
  for (const [reason, marketIds] of byReason) markRejected(marketIds, reason);
}

function notificationText(t: TFunction, request: PlaceRequest, { accepted, rejected }: PlacedOutcome): string {
  const placed = request.kind === 'single' ? accepted.length : 1;
  if (rejected.length === 0) return t('notification.accepted', { count: placed });
  if (accepted.length === 0) return t('notification.rejected', { reason: rejected[0]?.reason ?? '' });
  return t('notification.partly', { accepted: placed, rejected: rejected.length });
}
