import { createStore, mergeState } from '@/shared/lib/create-store';
import { useStore } from '@/shared/lib/use-store';

/**
 * Navigation state of the sports and bet-record screens that the tab bar resets (SPEC.md section 2 "Tab bar
 * rules": tapping the fourth tab resets the sports tab-click flag to 1 and the time picker to 0).
 */
export interface SportsNavState {
  /** Which sports sub-tab was clicked last; 1 is the first (default) one. */
  tabClick: number;
  /** Index of the chosen time range in the time picker; 0 is the first (default) range. */
  timePicker: number;
}

export const DEFAULT_SPORTS_NAV: Readonly<SportsNavState> = Object.freeze({ tabClick: 1, timePicker: 0 });

const navStore = createStore<SportsNavState>({ ...DEFAULT_SPORTS_NAV });

function patch(change: Partial<SportsNavState>): void {
  navStore.update((state) => mergeState(state, change));
}

export function getSportsNavState(): SportsNavState {
  return navStore.get();
}

export function setSportsTabClick(tabClick: number): void {
  patch({ tabClick });
}

export function setSportsTimePicker(timePicker: number): void {
  patch({ timePicker });
}

/** What tapping the fourth tab does: tab-click flag back to 1, time picker back to 0. */
export function resetSportsNavState(): void {
  patch(DEFAULT_SPORTS_NAV);
}

export function subscribeSportsNavState(listener: () => void): () => void {
  return navStore.subscribe(listener);
}

export function useSportsNavState(): SportsNavState {
  return useStore(navStore);
}
