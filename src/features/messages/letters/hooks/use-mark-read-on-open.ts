import { useEffect, useRef } from 'react';
import type { Letter } from '@/shared/api/generated/main/model';
import { useReadLetters } from '@/shared/letters/letter-mutations';

/** Marks an unread letter read once it is on screen (once per letter, however often the screen renders). */
export function useMarkReadOnOpen(letter: Letter | null): void {
  const { mutate } = useReadLetters();
  const marked = useRef<number | null>(null);
  useEffect(() => {
    if (!letter || letter.status !== 0 || marked.current === letter.id) return;
    marked.current = letter.id;
    mutate({ letType: letter.letType, ids: [letter.id] });
  }, [letter, mutate]);
}
