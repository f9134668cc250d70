import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyStoredTheme, applyTheme, DEFAULT_THEME, isTheme, readStoredTheme, storeTheme } from './theme';

afterEach(() => {
  delete document.documentElement.dataset.theme;
  document.documentElement.style.colorScheme = '';
});

describe('theme', () => {
  it('defaults to light', () => {
    expect(DEFAULT_THEME).toBe('light');
    expect(readStoredTheme()).toBe('light');
  });

  it('is persisted in localStorage under "theme"', () => {
    expect(storeTheme('dark')).toBe(true);
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(readStoredTheme()).toBe('dark');
  });

  it('reads unknown stored values as light', () => {
    for (const value of ['Dark', 'blue', '', 'null']) {
      localStorage.setItem('theme', value);
      expect(readStoredTheme()).toBe('light');
    }
  });

  it('survives unavailable storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(readStoredTheme()).toBe('light');
    expect(storeTheme('dark')).toBe(false);
  });

  it('applies data-theme and color-scheme on <html>', () => {
    applyTheme('dark');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
    applyTheme('light');
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  });

  it('applyStoredTheme puts the stored theme on <html>', () => {
    localStorage.setItem('theme', 'dark');
    expect(applyStoredTheme()).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('the start-up module applies it on import', async () => {
    localStorage.setItem('theme', 'dark');
    vi.resetModules();
    await import('./theme-init');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('isTheme accepts only light and dark', () => {
    expect(['light', 'dark', 'Light', undefined, 1].map(isTheme)).toEqual([true, true, false, false, false]);
  });
});
