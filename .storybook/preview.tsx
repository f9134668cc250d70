import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { handlers } from '@mocks/handlers';
import { reseed } from '@mocks/seed';
import { clearSportsMaintenance } from '@/shared/api/sports-maintenance';
import { invalidateSportsSession } from '@/shared/api/sports-session';
import { changeLanguage, i18n, initI18n, NAMESPACES } from '@/shared/i18n';
import { normaliseLanguage, setLanguage } from '@/shared/i18n/language';
import '@/shared/ui/tokens.css';
import '@/shared/ui/base.css';
import { startStoryWorker } from './mock-worker';
import { checkGuards, startGuards } from './story-guards';
import { createStoryQueryClient, StoryFrame, type StoryRoute } from './story-frame';
import { DEFAULT_VIEWPORT, VIEWPORTS } from './viewports';

let i18nReady: Promise<void> | undefined;

/** Initialises i18n once, then switches to the toolbar language with every namespace loaded (no suspense flash). */
async function loadLanguage(locale: unknown): Promise<void> {
  const language = normaliseLanguage(typeof locale === 'string' ? locale : null) ?? 'vi';
  i18nReady ??= initI18n(language);
  await i18nReady;
  if (i18n.language !== language) await changeLanguage(language);
  await i18n.loadNamespaces([...NAMESPACES]);
}

const preview: Preview = {
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
    document.documentElement.dataset.theme = globals.theme === 'dark' ? 'dark' : 'light';
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
};

export default preview;
