/**
 * The colour theme (SPEC.md section 3): light by default, or dark. It is the only persisted app setting, kept in
 * localStorage under "theme", and applied as data-theme on <html>, where the design tokens read it. This module
 * has no dependencies so that src/main.tsx can apply the stored theme before the app starts rendering.
 */
export type Theme = 'light' | 'dark';

export const THEMES: readonly Theme[] = ['light', 'dark'];
export const DEFAULT_THEME: Theme = 'light';
export const THEME_KEY = 'theme';

export function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

/** The stored theme; anything missing, unreadable or unknown reads as light. */
export function readStoredTheme(): Theme {
  try {
    const stored = typeof window === 'undefined' ? null : window.localStorage.getItem(THEME_KEY);
    return isTheme(stored) ? stored : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

/** Stores the theme; returns false when storage is unavailable (the theme then lasts for this page only). */
export function storeTheme(theme: Theme): boolean {
  try {
    window.localStorage.setItem(THEME_KEY, theme);
    return true;
  } catch {
    return false;
  }
}

/** Sets data-theme and the matching color-scheme (native controls, scroll bars) on <html>. */
export function applyTheme(theme: Theme, root: HTMLElement | null = typeof document === 'undefined' ? null : document.documentElement): void {
  if (!root) return;
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
}

/** Applies the stored theme; imported for its effect by src/main.tsx, before the app is mounted. */
export function applyStoredTheme(): Theme {
  const theme = readStoredTheme();
  applyTheme(theme);
  return theme;
}
