import { useMutation } from '@tanstack/react-query';
import {
  acknowledgeRealityCheck,
  setRealityCheckSettings,
  setSaferGamblingLimit,
  takeSaferGamblingBreak,
} from '@/shared/api/generated/main/safer-gambling/safer-gambling';
import type { RealityCheckSettings, SaferGamblingBreakRequest, SaferGamblingLimitChange } from '@/shared/api/generated/main/model';
import { mutationWithCacheWork, type MutationReactions } from '@/shared/api/mutation-reactions';
import { refreshLimits, refreshSession, saferGamblingKeys } from './safer-gambling-queries';

type Reactions<TData, TVariables> = MutationReactions<TData, TVariables>;

const data = async <T>(answer: Promise<{ data?: T | null }>): Promise<T | null> => (await answer).data ?? null;

/** Sets, lowers, raises or removes one limit; the answer says whether it is in force now or later. */
export const useSetLimit = (reactions: Reactions<Awaited<ReturnType<typeof setLimit>>, SaferGamblingLimitChange> = {}) =>
  useMutation(mutationWithCacheWork(setLimit, refreshLimits, reactions));
const setLimit = (change: SaferGamblingLimitChange) => data(setSaferGamblingLimit(change));

export const useSetRealityCheck = (reactions: Reactions<Awaited<ReturnType<typeof setRealityCheck>>, RealityCheckSettings> = {}) =>
  useMutation(mutationWithCacheWork(setRealityCheck, refreshSession, reactions));
const setRealityCheck = (settings: RealityCheckSettings) => data(setRealityCheckSettings(settings));

/** "Continue" at a reality check: the session answered carries the next check, written straight into the cache. */
export const useAcknowledgeRealityCheck = (token: string | null) =>
  useMutation(
    mutationWithCacheWork(
      (checkedAt: string) => data(acknowledgeRealityCheck({ checkedAt })),
      (client, session) => client.setQueryData(saferGamblingKeys.session(token), session),
    ),
  );

/** A time-out or self-exclusion: the server ends the session; the screen then clears the member's state. */
export const useTakeBreak = (reactions: Reactions<Awaited<ReturnType<typeof takeBreak>>, SaferGamblingBreakRequest> = {}) =>
  useMutation(mutationWithCacheWork(takeBreak, null, reactions));
const takeBreak = (request: SaferGamblingBreakRequest) => data(takeSaferGamblingBreak(request));
