import { useCallback } from 'react';
import { createStore, mergeState, watchStorageKey } from '@/shared/lib/create-store';
import { useStore } from '@/shared/lib/use-store';
import { applyTheme, isTheme, readStoredTheme, storeTheme, THEME_KEY, type Theme } from './theme';

/**
 * App settings (SPEC.md section 3 "App settings") that are client state. The theme is the only persisted one
 * (localStorage); the hide-download-app flag lasts for the browser session (sessionStorage); menuStatus and
 * isShowFeedback live in memory. Language lives in shared/i18n; country, game type and maintenance lists are
 * server state in React Query.
 */
export interface AppSettings {
  theme: Theme;
  /** Whether the download-app prompt may show (default true; hidden for the rest of the session once closed). */
  isShowDownload: boolean;
  /** Whether the side menu is open. */
  menuStatus: boolean;
  /** Whether the feedback entry is shown. */
  isShowFeedback: boolean;
}

export const HIDE_DOWNLOAD_KEY = 'hideDownloadApp';

function readSessionFlag(key: string): boolean {
  try {
    return typeof window !== 'undefined' && window.sessionStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

function writeSessionFlag(key: string, on: boolean): void {
  try {
    if (on) window.sessionStorage.setItem(key, '1');
    else window.sessionStorage.removeItem(key);
  } catch {
    // Storage unavailable: the flag lasts for this page only.
  }
}

const initialSettings = (): AppSettings => ({
  theme: readStoredTheme(),
  isShowDownload: !readSessionFlag(HIDE_DOWNLOAD_KEY),
  menuStatus: false,
  isShowFeedback: false,
});

/** A theme chosen in another tab is applied here too. */
function followStoredTheme(): void {
  const theme = readStoredTheme();
  applyTheme(theme);
  update({ theme });
}

const settingsStore = createStore<AppSettings>(initialSettings(), {
  watch: () => watchStorageKey(THEME_KEY, followStoredTheme),
});

function update(patch: Partial<AppSettings>): void {
  settingsStore.update((state) => mergeState(state, patch));
}

/** The current settings; the same object until something changes (fits useSyncExternalStore). */
export function getAppSettings(): AppSettings {
  return settingsStore.get();
}

/** Calls the listener on every change, including a theme chosen in another tab. Returns the unsubscribe function. */
export function subscribeAppSettings(listener: (settings: AppSettings) => void): () => void {
  return settingsStore.subscribe(listener);
}

/** Stores and applies the theme. Unknown values throw. */
export function setTheme(theme: Theme): void {
  if (!isTheme(theme)) throw new RangeError(`Unknown theme: ${String(theme)}`);
  storeTheme(theme);
  applyTheme(theme);
  update({ theme });
}

/** Hides the download-app prompt for the rest of the browser session (or shows it again). */
export function setShowDownload(show: boolean): void {
  writeSessionFlag(HIDE_DOWNLOAD_KEY, !show);
  update({ isShowDownload: show });
}

export function setMenuStatus(open: boolean): void {
  update({ menuStatus: open });
}

export function setShowFeedback(show: boolean): void {
  update({ isShowFeedback: show });
}

/** Re-reads the stored values and resets the in-memory ones (a new page life; used by tests). */
export function resetAppSettings(): void {
  const settings = initialSettings();
  applyTheme(settings.theme);
  update(settings);
}

export function useAppSettings(): AppSettings {
  return useStore(settingsStore);
}

/** The theme with its setter and a light/dark toggle. */
export function useTheme(): { theme: Theme; setTheme: (theme: Theme) => void; toggleTheme: () => void } {
  const theme = useStore(settingsStore, (settings) => settings.theme);
  const toggleTheme = useCallback(() => setTheme(getAppSettings().theme === 'dark' ? 'light' : 'dark'), []);
  return { theme, setTheme, toggleTheme };
}
