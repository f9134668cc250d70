import addonA11y from '@storybook/addon-a11y';
import { definePreview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { handlers } from '@mocks/handlers';
import { reseed } from '@mocks/seed';
import { clearSportsMaintenance } from '@/shared/maintenance/sports-maintenance';
import { invalidateSportsSession } from '@/shared/api/sports-session';
import { changeLanguage, i18n, initI18n, NAMESPACES } from '@/shared/i18n';
import { normaliseLanguage, setLanguage } from '@/shared/i18n/language';
import { closeShellOverlay } from '@/shared/overlays/shell-overlays';
import { applyTheme } from '@/shared/settings/theme';
import { hideBetNotification } from '@/shared/ui/notification/bet-notification';
import { hideToast } from '@/shared/ui/toast/toast';
import '@/shared/ui/tokens.css';
import '@/shared/ui/base.css';
import { startStoryWorker } from './mock-worker';
import { checkGuards, startGuards } from './story-guards';
import { createStoryQueryClient, StoryFrame, type StoryRoute } from './story-frame';
import { DEFAULT_VIEWPORT, VIEWPORTS } from './viewports';

// findBy* and waitFor wait on the state itself, with no time limit of their own that a busy machine could run into
// (docs/decisions/017): they give up 1 s before the story test's own timeout (30 s, .storybook/vitest-project.ts), so
// a state that never comes still fails the play function, with the query that was not met. A screen that loads its
// code, messages and data from the mock worker took 3-5 s on the 2-core machine under load, past the 3 s used before.
configure({ asyncUtilTimeout: 29_000 });

// Under a test driver (Vitest browser, the static smoke) entrance animations take no time: a dialog or sheet fades in
// from opacity 0, and an assertion that finds its text in the first frame would see it as hidden. People browsing
// Storybook keep the real motion.
if (typeof navigator !== 'undefined' && navigator.webdriver) {
  document.documentElement.style.setProperty('--motion-fast', '0ms');
  document.documentElement.style.setProperty('--motion-base', '0ms');
}

let i18nReady: Promise<void> | undefined;

/** Initialises i18n once, then switches to the toolbar language with every namespace loaded (no suspense flash). */
async function loadLanguage(locale: unknown): Promise<void> {
  const language = normaliseLanguage(typeof locale === 'string' ? locale : null) ?? 'vi';
  i18nReady ??= initI18n(language);
  await i18nReady;
  if (i18n.language !== language) await changeLanguage(language);
  await i18n.loadNamespaces([...NAMESPACES]);
}

export default definePreview({
  addons: [addonA11y()],
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        dynamicTitle: true,
        items: [
          { value: 'vi', title: 'Tiếng Việt' },
          { value: 'zh-cn', title: '简体中文' },
          { value: 'en', title: 'English' },
        ],
      },
    },
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        dynamicTitle: true,
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
      },
    },
  },
  initialGlobals: {
    locale: 'vi',
    theme: 'light',
    viewport: { value: DEFAULT_VIEWPORT, isRotated: false },
  },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: VIEWPORTS },
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  loaders: [
    mswLoader(() => startStoryWorker(handlers)),
    async ({ globals }) => {
      await loadLanguage(globals.locale);
      return { queryClient: createStoryQueryClient() };
    },
  ],
  // Every story starts from the same state: freshly seeded mock data, no session, no leftovers in storage.
  async beforeEach({ globals, loaded }) {
    startGuards();
    localStorage.clear();
    sessionStorage.clear();
    invalidateSportsSession();
    clearSportsMaintenance();
    setLanguage(normaliseLanguage(String(globals.locale)) ?? 'vi');
    // The whole theme (data-theme and color-scheme), as the app applies it: a story that switched it must not
    // leave the next one with dark default colours.
    applyTheme(globals.theme === 'dark' ? 'dark' : 'light');
    // Module-level overlays outlive a story's render: a toast or sheet left open would cover the next story.
    hideToast();
    hideBetNotification();
    closeShellOverlay();
    await reseed();
    return () => {
      const client = loaded.queryClient as ReturnType<typeof createStoryQueryClient> | undefined;
      void client?.cancelQueries();
      client?.clear();
    };
  },
  afterEach: () => {
    checkGuards();
  },
  decorators: [
    (Story, { loaded, parameters }) => (
      <StoryFrame client={loaded.queryClient} route={(parameters.route ?? {}) as StoryRoute}>
        <Story />
      </StoryFrame>
    ),
  ],
});
