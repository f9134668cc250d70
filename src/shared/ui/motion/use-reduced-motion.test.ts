import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePrefersReducedMotion } from './use-reduced-motion';

const original = Object.getOwnPropertyDescriptor(window, 'matchMedia');

/** A matchMedia whose reduced-motion answer the test flips, telling its listeners like a browser does. */
function fakeMatchMedia(initial: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches: initial,
    addEventListener: vi.fn((_: string, listener: () => void) => listeners.add(listener)),
    removeEventListener: vi.fn((_: string, listener: () => void) => listeners.delete(listener)),
  };
  Object.defineProperty(window, 'matchMedia', { value: vi.fn(() => list), configurable: true });
  return {
    list,
    set(matches: boolean) {
      list.matches = matches;
      listeners.forEach((listener) => listener());
    },
  };
}

afterEach(() => {
  if (original) Object.defineProperty(window, 'matchMedia', original);
  else Reflect.deleteProperty(window, 'matchMedia');
});

describe('usePrefersReducedMotion', () => {
  it('reads the system setting and follows its changes', () => {
    const media = fakeMatchMedia(false);
    const { result, unmount } = renderHook(() => usePrefersReducedMotion());
    expect(result.current).toBe(false);
    act(() => media.set(true));
    expect(result.current).toBe(true);
    unmount();
    expect(media.list.removeEventListener).toHaveBeenCalled();
  });

  it('reads false where the browser has no matchMedia', () => {
    Reflect.deleteProperty(window, 'matchMedia');
    Object.defineProperty(window, 'matchMedia', { value: undefined, configurable: true });
    const { result } = renderHook(() => usePrefersReducedMotion());
    expect(result.current).toBe(false);
  });
});
