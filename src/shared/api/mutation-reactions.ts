import type { QueryClient, UseMutationOptions } from '@tanstack/react-query';

/**
 * What a screen adds to an entity's mutation hook: its own reactions (form state, toasts, navigation). The call
 * and the cache work stay in the entity's `*-mutations.ts` (ADR 010).
 */
export type MutationReactions<TData, TVariables, TResult = unknown> = Omit<
  UseMutationOptions<TData, Error, TVariables, TResult>,
  'mutationFn' | 'mutationKey'
>;

/** The cache work of a write: invalidations and cache updates, run with the client the mutation ran on. */
export type CacheWork<TData, TVariables> = (client: QueryClient, data: TData, variables: TVariables) => Promise<unknown> | unknown;

/**
 * The options of an entity mutation: the call, then its cache work, then the screen's onSuccess (which so sees a
 * cache that is already current, and `mutateAsync` resolves only after both).
 */
export function mutationWithCacheWork<TData, TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  cacheWork: CacheWork<TData, TVariables> | null,
  reactions: MutationReactions<TData, TVariables, TResult> = {},
): UseMutationOptions<TData, Error, TVariables, TResult> {
  if (!cacheWork) return { ...reactions, mutationFn };
  return {
    ...reactions,
    mutationFn,
    onSuccess: async (data, variables, result, context) => {
      await cacheWork(context.client, data, variables);
      await reactions.onSuccess?.(data, variables, result, context);
    },
  };
}
