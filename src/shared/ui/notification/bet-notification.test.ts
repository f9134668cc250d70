import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BET_NOTIFICATION_MS, getBetNotification, hideBetNotification, showBetNotification, subscribeBetNotification } from './bet-notification';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  hideBetNotification();
  vi.useRealTimers();
});

describe('bet notification', () => {
  it('shows the outcome and hides after 2000 ms (SPEC.md section 9)', () => {
    showBetNotification({ ok: true, message: 'Bet placed' });
    expect(getBetNotification()).toMatchObject({ ok: true, message: 'Bet placed' });
    expect(BET_NOTIFICATION_MS).toBe(2000);
    vi.advanceTimersByTime(1999);
    expect(getBetNotification()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(getBetNotification()).toBeNull();
  });

  it('replaces a shown banner and gives the new one its full 2000 ms', () => {
    showBetNotification({ ok: true, message: 'First' });
    vi.advanceTimersByTime(1500);
    showBetNotification({ ok: false, message: 'Odds changed' });
    vi.advanceTimersByTime(1000);
    expect(getBetNotification()).toMatchObject({ ok: false, message: 'Odds changed' });
    vi.advanceTimersByTime(1000);
    expect(getBetNotification()).toBeNull();
  });

  it('can be hidden early, and its timer then does nothing', () => {
    const listener = vi.fn();
    const stop = subscribeBetNotification(listener);
    showBetNotification({ ok: false, message: 'Failed' });
    hideBetNotification();
    expect(getBetNotification()).toBeNull();
    vi.advanceTimersByTime(5000);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
  });

  it('gives each banner its own id so the same message shows again as a new banner', () => {
    showBetNotification({ ok: true, message: 'Same' });
    const first = getBetNotification()?.id;
    showBetNotification({ ok: true, message: 'Same' });
    expect(getBetNotification()?.id).not.toBe(first);
  });
});
