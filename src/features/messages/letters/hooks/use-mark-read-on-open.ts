import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Letter } from '@/shared/api/generated/main/model';
import { useToken } from '@/shared/session/use-session';
import { useLetterActions } from '../api/letter-mutations';
import { letterKeys } from '../api/letter-queries';

/** Marks an unread letter read once it is on screen (once per letter, however often the screen renders). */
export function useMarkReadOnOpen(letter: Letter | null): void {
  const client = useQueryClient();
  const token = useToken();
  const { read } = useLetterActions();
  const marked = useRef<number | null>(null);
  const { mutate } = read;
  useEffect(() => {
    if (!letter || letter.status !== 0 || marked.current === letter.id) return;
    marked.current = letter.id;
    const key = letterKeys.detail(token, letter.id);
    mutate(
      { letType: letter.letType, ids: [letter.id] },
      { onSuccess: () => client.setQueryData<Letter | null>(key, (old) => (old ? { ...old, status: 1 } : old)) },
    );
  }, [letter, mutate, client, token]);
}
