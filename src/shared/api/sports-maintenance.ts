import { apiEvents, type SportsMaintenanceEvent } from './api-events';

/**
 * Sports maintenance flag (SPEC.md section 4 "Maintenance"): code 8 marks the sports section under maintenance
 * with the [start-end] range read from the provider's message; any other response clears it. The event is
 * emitted only when the state changes.
 */
let current: SportsMaintenanceEvent = { active: false };

/** Reads "[start-end]" (epoch milliseconds; 10-digit values are taken as seconds) from a provider message. */
export function parseMaintenanceRange(message: string | null | undefined): { startMs: number; endMs: number } | null {
  const match = /\[\s*(\d{10,13})\s*-\s*(\d{10,13})\s*\]/.exec(message ?? '');
  if (!match?.[1] || !match[2]) return null;
  const toMs = (digits: string) => (digits.length <= 10 ? Number(digits) * 1000 : Number(digits));
  return { startMs: toMs(match[1]), endMs: toMs(match[2]) };
}

export function markSportsMaintenance(message: string | null | undefined): void {
  const range = parseMaintenanceRange(message);
  const next: SportsMaintenanceEvent = range ? { active: true, ...range } : { active: true };
  if (current.active && current.startMs === next.startMs && current.endMs === next.endMs) return;
  current = next;
  apiEvents.emit('sports-maintenance', { ...next });
}

export function clearSportsMaintenance(): void {
  if (!current.active) return;
  current = { active: false };
  apiEvents.emit('sports-maintenance', { active: false });
}

export function getSportsMaintenance(): SportsMaintenanceEvent {
  return { ...current };
}
