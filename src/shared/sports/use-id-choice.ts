import { useState } from 'react';

/**
 * A set of chosen ids (leagues in a filter sheet) that starts from the applied choice and changes one checkbox at
 * a time; the sheet applies it when the player confirms.
 */
export function useIdChoice(initial: readonly number[]) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set(initial));
  const toggle = (id: number, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const clear = () => setChosen(new Set());
  return { chosen, toggle, clear };
}
