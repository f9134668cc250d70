import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  closeDeviceVerification,
  getDeviceVerification,
  isDeviceLoginState,
  requestDeviceVerification,
  subscribeDeviceVerification,
} from './device-verification';

afterEach(() => closeDeviceVerification());

describe('device verification request', () => {
  it('opens with the account and tells subscribers; closing tells them again', () => {
    const listener = vi.fn();
    const stop = subscribeDeviceVerification(listener);
    requestDeviceVerification({ userName: 'lotus888', loginState: 2 });
    expect(getDeviceVerification()).toEqual({ userName: 'lotus888', loginState: 2 });
    expect(listener).toHaveBeenLastCalledWith({ userName: 'lotus888', loginState: 2 });
    closeDeviceVerification();
    expect(getDeviceVerification()).toBeNull();
    expect(listener).toHaveBeenLastCalledWith(null);
    closeDeviceVerification();
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    requestDeviceVerification({ userName: 'x', loginState: 1 });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('a second request replaces the first and keeps its own copy', () => {
    const request = { userName: 'a', loginState: 1 as const, mobile: '912345678' };
    requestDeviceVerification(request);
    requestDeviceVerification({ userName: 'b', loginState: 2 });
    request.userName = 'changed';
    expect(getDeviceVerification()?.userName).toBe('b');
  });

  it('only loginState 1 and 2 ask for verification', () => {
    expect([0, 1, 2, 3, null, '1'].map(isDeviceLoginState)).toEqual([false, true, true, false, false, false]);
  });
});
