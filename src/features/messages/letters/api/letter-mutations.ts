import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteLetter, deleteLetters, markLetterRead, markLettersRead } from '@/shared/api/generated/main/letter/letter';
import type { LetterType } from '@/shared/api/generated/main/model';
import { letterKeys } from './letter-queries';

/** What to act on: some letters of one tab. */
export interface LetterSelection {
  letType: LetterType;
  ids: readonly number[];
}

/** One letter goes through the single call, several through the batch call (SPEC.md section 7). */
export async function readLetters({ letType, ids }: LetterSelection): Promise<void> {
  const [only] = ids;
  if (ids.length === 1 && only !== undefined) await markLetterRead({ id: only });
  else if (ids.length > 1) await markLettersRead({ letType, ids: [...ids] });
}

export async function removeLetters({ ids }: Pick<LetterSelection, 'ids'>): Promise<void> {
  const [only] = ids;
  if (ids.length === 1 && only !== undefined) await deleteLetter({ id: only });
  else if (ids.length > 1) await deleteLetters({ ids: [...ids] });
}

/** Every letter of a tab read at once (the batch call without ids). */
export async function readWholeTab(letType: LetterType): Promise<void> {
  await markLettersRead({ letType });
}

/**
 * Read and delete, each refreshing every letter query afterwards: the lists, the per-tab counts and the account
 * tab's unread badge drop at once.
 */
export function useLetterActions() {
  const client = useQueryClient();
  // A letter on screen is not fetched again: after a delete it is gone and would only answer "not found".
  const refresh = () =>
    client.invalidateQueries({ queryKey: letterKeys.all, predicate: (query) => query.queryKey[1] !== letterKeys.details[1] });
  const read = useMutation({ mutationFn: readLetters, onSettled: refresh });
  const readAll = useMutation({ mutationFn: readWholeTab, onSettled: refresh });
  const remove = useMutation({
    mutationFn: removeLetters,
    onSuccess: (_result, { ids }) => {
      for (const id of ids) client.removeQueries({ queryKey: letterKeys.details, predicate: (query) => query.queryKey.at(-1) === id });
    },
    onSettled: refresh,
  });
  return { read, readAll, remove };
}
