import { parseMaintenanceRange } from '@/shared/lib/maintenance';
import { apiEvents, type SportsMaintenanceEvent } from './api-events';

/**
 * Sports maintenance flag (SPEC.md section 4 "Maintenance"): code 8 marks the sports section under maintenance
 * with the [start-end] range read from the provider's message; any other response clears it. The event is
 * emitted only when the state changes.
 */
const OFF: SportsMaintenanceEvent = Object.freeze({ active: false });
let current: SportsMaintenanceEvent = OFF;

export function markSportsMaintenance(message: string | null | undefined): void {
  const range = parseMaintenanceRange(message);
  const next: SportsMaintenanceEvent = range ? { active: true, ...range } : { active: true };
  if (current.active && current.startMs === next.startMs && current.endMs === next.endMs) return;
  current = Object.freeze(next);
  apiEvents.emit('sports-maintenance', { ...next });
}

export function clearSportsMaintenance(): void {
  if (!current.active) return;
  current = OFF;
  apiEvents.emit('sports-maintenance', { active: false });
}

/** The current state; the same (frozen) object until the state changes, so React can read it as a snapshot. */
export function getSportsMaintenance(): SportsMaintenanceEvent {
  return current;
}

/** Calls the listener on every change of the state; returns the function that stops it. */
export function subscribeSportsMaintenance(listener: () => void): () => void {
  return apiEvents.on('sports-maintenance', listener);
}
