// How a withdrawal order travels to /withdrawalInformation (guard step 5 and the withdrawal form after an order):
// the order object in `orderData`, JSON-encoded then URL-encoded.
import { SHELL_PATHS as PATHS } from '@/shared/config/shell-paths';

/** /withdrawalInformation carrying the order. */
export function withdrawalInformationPath(order: unknown): string {
  return `${PATHS.withdrawalInformation}?orderData=${encodeURIComponent(JSON.stringify(order))}`;
}

/** The value a /withdrawalInformation query carries in `orderData`, or null when it is missing or not JSON. */
export function orderDataFromSearch(search: string): unknown {
  const raw = new URLSearchParams(search).get('orderData');
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}
