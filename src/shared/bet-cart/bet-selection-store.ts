import { createStore } from '@/shared/lib/create-store';
import { useStore } from '@/shared/lib/use-store';

/**
 * The selections the player picked from the sportsbook's markets (SPEC.md section 4 "Bet cart"): selecting an
 * option already selected removes it; picking another option of a market already chosen replaces the old one.
 * The sportsbook only toggles selections; the bet cart reads them from here and fills its slip.
 */
export interface BetSelection {
  matchId: number;
  /** Market id (mks.id), sent as `marketId` when betting. */
  marketId: number;
  /** Selection type (op.ty), sent as `optionType`. */
  optionType: number;
  /** European odds when the selection was picked. */
  odds: number;
  sportId: number;
  /** Market type (mty). */
  marketType: number;
  /** Market period (pe); outright groups have none. */
  period?: number;
  /** The market's line (li), when it has one. */
  line?: string;
  matchName: string;
  marketName: string;
  optionName: string;
}

export const betSelectionStore = createStore<readonly BetSelection[]>([]);

/** Adds the selection, or removes it when the same market and option is already selected; one selection per market. */
export function toggleBetSelection(selection: BetSelection): void {
  betSelectionStore.update((current) => {
    const existing = current.find((entry) => entry.marketId === selection.marketId);
    const others = current.filter((entry) => entry.marketId !== selection.marketId);
    if (existing?.optionType === selection.optionType) return others;
    return [...others, selection];
  });
}

/** Whether this option of this market is selected; re-renders only when that answer changes. */
export function useIsBetSelected(marketId: number, optionType: number): boolean {
  return useStore(betSelectionStore, (current) =>
    current.some((entry) => entry.marketId === marketId && entry.optionType === optionType),
  );
}

/** Every selection, in the order they were picked. */
export function useBetSelections(): BetSelection[] {
  return useStore(betSelectionStore) as BetSelection[];
}
