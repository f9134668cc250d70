import { buildQuery, SHELL_PATHS as PATHS } from '@/shared/config/shell-paths';

// The ways to /rechargeInformation, the page of one deposit order.

/** /rechargeInformation for an order by its number (after the form creates it; the guard's orderNo parameter). */
export function rechargeInformationHref(orderNo: string): string {
  return `${PATHS.rechargeInformation}?orderNo=${encodeURIComponent(orderNo)}`;
}

/**
 * Guard step 4: /rechargeInformation with the open order's data as the query. Scalar fields go in as they are,
 * nested objects as JSON, and null or missing fields are left out.
 */
export function rechargeInformationPath(order: Readonly<Record<string, unknown>>): string {
  const pairs: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(order)) {
    if (value === null || value === undefined) continue;
    if (typeof value === 'object') pairs.push([key, JSON.stringify(value)]);
    else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') pairs.push([key, String(value)]);
  }
  return pairs.length > 0 ? `${PATHS.rechargeInformation}?${buildQuery(pairs)}` : PATHS.rechargeInformation;
}
