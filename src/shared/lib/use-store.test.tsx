import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createStore } from './create-store';
import { useStore } from './use-store';

describe('useStore', () => {
  it('gives the state and re-renders when it changes', () => {
    const store = createStore({ count: 0 });
    const { result } = renderHook(() => useStore(store));
    expect(result.current).toEqual({ count: 0 });
    act(() => store.set({ count: 1 }));
    expect(result.current).toEqual({ count: 1 });
    act(() => store.reset());
    expect(result.current).toEqual({ count: 0 });
  });

  it('with a selector, gives the picked part and re-renders only when that part changes', () => {
    const store = createStore({ count: 0, label: 'a' });
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useStore(store, (state) => state.count);
    });
    expect(result.current).toBe(0);
    const before = renders;
    act(() => store.set({ count: 0, label: 'b' }));
    expect(renders).toBe(before);
    act(() => store.update((state) => ({ ...state, count: 2 })));
    expect(result.current).toBe(2);
    expect(renders).toBe(before + 1);
  });

  it('stops listening when the component unmounts', () => {
    const store = createStore(0);
    let watching = 0;
    const watched = createStore(0, {
      watch: () => {
        watching += 1;
        return () => {
          watching -= 1;
        };
      },
    });
    const { unmount } = renderHook(() => [useStore(store), useStore(watched)]);
    expect(watching).toBe(1);
    unmount();
    expect(watching).toBe(0);
  });
});
