import { parseServerTime } from '@/shared/lib/server-time';

// The time a deposit order leaves the player to pay, counted down on /rechargeInformation.

/** Milliseconds left until the order's expiry time (server time), 0 once passed, null without one. */
export function msUntilExpiry(expireTime: string | null | undefined, now: number): number | null {
  const expiry = parseServerTime(expireTime);
  return expiry === null ? null : Math.max(0, expiry - now);
}

/** mm:ss (hh:mm:ss from an hour) of a remaining time in milliseconds. */
export function countdownText(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(total / 3600);
  const rest = `${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return hours > 0 ? `${pad(hours)}:${rest}` : rest;
}
