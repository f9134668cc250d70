import { useSyncExternalStore } from 'react';

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

let state: SportsNavState = { ...DEFAULT_SPORTS_NAV };
const listeners = new Set<() => void>();

function update(next: SportsNavState): void {
  if (next.tabClick === state.tabClick && next.timePicker === state.timePicker) return;
  state = next;
  for (const listener of [...listeners]) listener();
}

export function getSportsNavState(): SportsNavState {
  return state;
}

export function setSportsTabClick(tabClick: number): void {
  update({ ...state, tabClick });
}

export function setSportsTimePicker(timePicker: number): void {
  update({ ...state, timePicker });
}

/** What tapping the fourth tab does: tab-click flag back to 1, time picker back to 0. */
export function resetSportsNavState(): void {
  update({ ...DEFAULT_SPORTS_NAV });
}

export function subscribeSportsNavState(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useSportsNavState(): SportsNavState {
  return useSyncExternalStore(subscribeSportsNavState, getSportsNavState, getSportsNavState);
}
