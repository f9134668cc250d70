import { useMutation, type QueryClient } from '@tanstack/react-query';
import { deleteLetter, deleteLetters, markLetterRead, markLettersRead } from '@/shared/api/generated/main/letter/letter';
import type { Letter, LetterType } from '@/shared/api/generated/main/model';
import { letterKeys } from './letter-queries';

// Reading and deleting letters. Each refreshes every letter query once it settles: the lists, the per-tab counts
// and the account tab's unread badge drop at once.

/** What to act on: some letters of one tab. */
export interface LetterSelection {
  letType: LetterType;
  ids: readonly number[];
}

// A letter on screen is not fetched again: after a delete it is gone and would only answer "not found".
const refreshLetters = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: letterKeys.all, predicate: (query) => query.queryKey[1] !== letterKeys.details[1] });

/** One letter goes through the single call, several through the batch call (SPEC.md section 7). */
export const useReadLetters = () =>
  useMutation({
    mutationFn: async ({ letType, ids }: LetterSelection) => {
      const [only] = ids;
      if (ids.length === 1 && only !== undefined) await markLetterRead({ id: only });
      else if (ids.length > 1) await markLettersRead({ letType, ids: [...ids] });
    },
    // A letter on screen shows as read without fetching it again.
    onSuccess: (_result, { ids }, _context, { client }) => {
      for (const id of ids) {
        client.setQueriesData<Letter | null>({ queryKey: [...letterKeys.details, id] }, (old) => (old ? { ...old, status: 1 } : old));
      }
    },
    onSettled: (_result, _error, _selection, _context, { client }) => refreshLetters(client),
  });

/** Every letter of a tab read at once (the batch call without ids). */
export const useReadAllLetters = () =>
  useMutation({
    mutationFn: async (letType: LetterType) => {
      await markLettersRead({ letType });
    },
    onSettled: (_result, _error, _letType, _context, { client }) => refreshLetters(client),
  });

/** One letter goes through the single call, several through the batch call; their details leave the cache. */
export const useDeleteLetters = () =>
  useMutation({
    mutationFn: async ({ ids }: Pick<LetterSelection, 'ids'>) => {
      const [only] = ids;
      if (ids.length === 1 && only !== undefined) await deleteLetter({ id: only });
      else if (ids.length > 1) await deleteLetters({ ids: [...ids] });
    },
    onSuccess: (_result, { ids }, _context, { client }) => {
      for (const id of ids) client.removeQueries({ queryKey: [...letterKeys.details, id] });
    },
    onSettled: (_result, _error, _selection, _context, { client }) => refreshLetters(client),
  });
