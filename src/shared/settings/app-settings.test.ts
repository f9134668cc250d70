import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getAppSettings,
  resetAppSettings,
  setMenuStatus,
  setShowDownload,
  setShowFeedback,
  setTheme,
  subscribeAppSettings,
  useAppSettings,
  useTheme,
} from './app-settings';

beforeEach(resetAppSettings);

describe('app settings', () => {
  it('start with the light theme, the download prompt allowed and the menu closed', () => {
    expect(getAppSettings()).toEqual({ theme: 'light', isShowDownload: true, menuStatus: false, isShowFeedback: false });
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('the theme is stored, applied and announced', () => {
    const listener = vi.fn();
    const stop = subscribeAppSettings(listener);
    setTheme('dark');
    stop();
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(listener).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ theme: 'dark' }));
    resetAppSettings();
    expect(getAppSettings().theme).toBe('dark');
  });

  it('rejects unknown themes', () => {
    expect(() => setTheme('blue' as never)).toThrow(RangeError);
    expect(getAppSettings().theme).toBe('light');
  });

  it('the hide-download flag lasts for the session only', () => {
    setShowDownload(false);
    expect(getAppSettings().isShowDownload).toBe(false);
    expect(sessionStorage.getItem('hideDownloadApp')).toBe('1');
    expect(localStorage.getItem('hideDownloadApp')).toBeNull();
    resetAppSettings();
    expect(getAppSettings().isShowDownload).toBe(false);
    sessionStorage.clear();
    resetAppSettings();
    expect(getAppSettings().isShowDownload).toBe(true);
  });

  it('menuStatus and isShowFeedback are not persisted', () => {
    setMenuStatus(true);
    setShowFeedback(true);
    expect(getAppSettings()).toMatchObject({ menuStatus: true, isShowFeedback: true });
    expect(localStorage.length + sessionStorage.length).toBe(0);
    resetAppSettings();
    expect(getAppSettings()).toMatchObject({ menuStatus: false, isShowFeedback: false });
  });

  it('keeps the same snapshot when nothing changes', () => {
    const before = getAppSettings();
    setMenuStatus(false);
    expect(getAppSettings()).toBe(before);
  });

  it('follows a theme chosen in another tab', () => {
    const { result } = renderHook(() => useAppSettings());
    act(() => {
      localStorage.setItem('theme', 'dark');
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    });
    expect(result.current.theme).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});

describe('useTheme', () => {
  it('re-renders with the new theme and toggles between light and dark', () => {
    const { result } = renderHook(() => useTheme());
    expect(result.current.theme).toBe('light');
    act(() => result.current.toggleTheme());
    expect(result.current.theme).toBe('dark');
    act(() => result.current.setTheme('light'));
    expect(result.current.theme).toBe('light');
    act(() => result.current.toggleTheme());
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});
