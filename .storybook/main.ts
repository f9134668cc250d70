import type { StorybookConfig } from '@storybook/react-vite';
import { VitePWA } from 'vite-plugin-pwa';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  // Serves mockServiceWorker.js at the root, so msw-storybook-addon can register the worker.
  staticDirs: ['../mocks/public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  // The live build's service worker and manifest (vite.config.ts, appWorker) are not Storybook's: its page keeps only
  // the mock's worker. The plugin stays, disabled, for its no-op `virtual:pwa-register` module.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: [
      ...(viteConfig.plugins ?? []).flat().filter((plugin) => !(plugin && 'name' in plugin && plugin.name.startsWith('vite-plugin-pwa'))),
      VitePWA({ disable: true, injectRegister: false }),
    ],
  }),
};

export default config;
