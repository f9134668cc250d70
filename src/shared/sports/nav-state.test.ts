import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_SPORTS_NAV,
  getSportsNavState,
  resetSportsNavState,
  setSportsTabClick,
  setSportsTimePicker,
  subscribeSportsNavState,
} from './nav-state';

afterEach(() => resetSportsNavState());

describe('sports navigation state', () => {
  it('starts at tab-click 1 and time picker 0', () => {
    expect(getSportsNavState()).toEqual({ tabClick: 1, timePicker: 0 });
    expect(DEFAULT_SPORTS_NAV).toEqual({ tabClick: 1, timePicker: 0 });
  });

  it('the fourth-tab reset puts both back and notifies once per real change', () => {
    const listener = vi.fn();
    const stop = subscribeSportsNavState(listener);
    setSportsTabClick(4);
    setSportsTimePicker(3);
    expect(getSportsNavState()).toEqual({ tabClick: 4, timePicker: 3 });
    resetSportsNavState();
    expect(getSportsNavState()).toEqual({ tabClick: 1, timePicker: 0 });
    expect(listener).toHaveBeenCalledTimes(3);
    resetSportsNavState();
    expect(listener).toHaveBeenCalledTimes(3);
    stop();
  });

  it('a snapshot stays the same object until something changes (safe for useSyncExternalStore)', () => {
    const before = getSportsNavState();
    setSportsTabClick(1);
    expect(getSportsNavState()).toBe(before);
  });
});
