import { useState } from 'react';
import { usePlaceBets } from '@/features/betting/bet-placing/hooks/use-place-bets';
import type { CartSummary } from '../cart-summary';

/**
 * Place from the sheet: sends the summary's request through usePlaceBets (which never sends one bet twice), asks the
 * player to accept new odds when placing found them moved, and keeps the message of a failure or of a selection the
 * fresh quote locked (the cart already shows which one) to show.
 */
export function useCartPlace(summary: CartSummary) {
  const { place, phase } = usePlaceBets();
  const [oddsChanged, setOddsChanged] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (): Promise<void> => {
    if (!summary.request) return;
    setError(null);
    setOddsChanged(false);
    const result = await place(summary.request);
    if (result.kind === 'odds-changed') setOddsChanged(true);
    else if (result.kind === 'error' || result.kind === 'unavailable') setError(result.message);
  };

  return { phase, oddsChanged, error, submit, dismissOddsChange: () => setOddsChanged(false) };
}
