import { createStore } from '@/shared/lib/create-store';
import { parseMaintenanceRange } from '@/shared/lib/maintenance';
import { useStore } from '@/shared/lib/use-store';

/**
 * The sports section's maintenance (SPEC.md section 4 "Maintenance"): the provider's code 8 marks it, with the
 * [start-end] range read from its message; any other answer of the statistical call clears it. A client store
 * (ADR 009): the sports client writes it, the sports screens, the home guide and the maintenance page read it.
 */
export interface SportsMaintenanceState {
  active: boolean;
  startMs?: number;
  endMs?: number;
}

const OFF: SportsMaintenanceState = Object.freeze({ active: false });

/** The same (frozen) object until the state changes, so React can read it as a snapshot. */
export const sportsMaintenanceStore = createStore<SportsMaintenanceState>(OFF);

export function markSportsMaintenance(message: string | null | undefined): void {
  const range = parseMaintenanceRange(message);
  const next: SportsMaintenanceState = range ? { active: true, ...range } : { active: true };
  const current = sportsMaintenanceStore.get();
  if (current.active && current.startMs === next.startMs && current.endMs === next.endMs) return;
  sportsMaintenanceStore.set(Object.freeze(next));
}

export function clearSportsMaintenance(): void {
  sportsMaintenanceStore.set(OFF);
}

/** The current state; the component re-renders when it changes. */
export function useSportsMaintenance(): SportsMaintenanceState {
  return useStore(sportsMaintenanceStore);
}
