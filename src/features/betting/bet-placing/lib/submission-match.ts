import type { BetRecord } from '@/shared/api/generated/sports/model';
import { requestLegs, type PlaceRequest } from './place-types';

/**
 * A submission whose answer never came (timeout, lost connection) may still have been taken by the provider. Before
 * the same selections are sent again, the member's unsettled bets are searched for it (sports-provider-facts §3.13).
 */
export interface UnansweredSubmission {
  fingerprint: string;
  /** The thirdRemark the submission carried. */
  tag: string;
  /** When it was sent (epoch ms, our clock). */
  sentAt: number;
}

/** The start of every submission's thirdRemark. */
export const SUBMISSION_TAG_PREFIX = 'lotus-';

/** A fresh reference for one submission. */
export function newSubmissionTag(): string {
  const random = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
  return `${SUBMISSION_TAG_PREFIX}${random}`;
}

/** Allowance between our clock and the provider's when comparing a bet's creation time with the sending time. */
export const CLOCK_ALLOWANCE_MS = 2 * 60_000;

const legKey = (marketId: number | string, optionType: number) => `${Number(marketId)}:${optionType}`;

/** Whether an unsettled bet is (part of) the unanswered submission. */
export function isFromSubmission(record: BetRecord, request: PlaceRequest, submission: UnansweredSubmission): boolean {
  // The remark, where the provider keeps it, names the submission exactly; another submission's remark rules it out.
  if (record.rmk === submission.tag) return true;
  if (record.rmk?.startsWith(SUBMISSION_TAG_PREFIX)) return false;
  if (record.cte < submission.sentAt - CLOCK_ALLOWANCE_MS) return false;
  const wanted = new Set(requestLegs(request).map((leg) => legKey(leg.marketId, leg.optionType)));
  const legs = record.ops.map((op) => legKey(op.mrid, op.ty));
  if (request.kind === 'single') return record.sert === 0 && legs.length === 1 && wanted.has(legs[0] ?? '');
  return record.sert === 1 && legs.length === wanted.size && legs.every((key) => wanted.has(key));
}
