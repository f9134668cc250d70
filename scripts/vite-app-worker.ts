// The live build's installable app: its web app manifest and its service worker (Workbox through vite-plugin-pwa,
// docs/decisions/033), used by vite.config.ts.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { VitePWA } from 'vite-plugin-pwa';

/** The installed app's name, colours and icons (scripts/make-app-icons.mjs draws the icons). */
const APP_MANIFEST = {
  name: 'Lotus - Thể thao, Casino và Trực tiếp',
  short_name: 'Lotus',
  description: 'Thể thao, casino và trực tiếp trên điện thoại',
  lang: 'vi',
  start_url: '/',
  scope: '/',
  display: 'standalone' as const,
  orientation: 'portrait' as const,
  theme_color: '#0f7a5c',
  background_color: '#f4f6f5',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

/** What the app's entry routes need, as built files (`assets/...`). */
export interface EntryRoutes {
  /** Source modules of the entry routes' screens (keys of Vite's manifest), besides the shell's own. */
  modules: string[];
  /** Message namespaces of those screens, precached in every language. */
  namespaces: string[];
}

/**
 * The files the worker precaches, from the build's Vite manifest: the shell (the entry, its static imports and what
 * they load by themselves once started: the home screen, the lobby, the shell's overlays and services and what those
 * open, the route table, the shell's messages in every language) and the other entry routes' screens with their
 * static imports, what those load by themselves, and their messages. Every other screen's code is cached when it is
 * first used (the "code" runtime cache), so a player on mobile data does not download every screen after the first
 * visit.
 */
export function precachedFiles(manifest: Record<string, ManifestChunk>, routes: EntryRoutes): Set<string> {
  const files = new Set<string>();
  const walked = new Set<string>();
  // The shell's own lazily loaded parts (overlays, services, error handling) load what they need when it is needed too
  // (the bet cart on the sports pages, the guide, the error dialogs): one level further. Not the route table (its
  // dynamic imports are every screen) nor the guard's steps (the money flows).
  const shellPart = (key: string) => /^src\/app\/(shell|errors)\//.test(key);
  const add = (key: string, followDynamic: boolean) => {
    const chunk = manifest[key];
    if (!chunk || walked.has(`${key}:${followDynamic}`) || walked.has(`${key}:true`)) return;
    walked.add(`${key}:${followDynamic}`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const next of chunk.imports ?? []) add(next, followDynamic);
    if (followDynamic) for (const next of chunk.dynamicImports ?? []) add(next, shellPart(next));
  };
  const entry = Object.keys(manifest).find((key) => (manifest[key] as { isEntry?: boolean }).isEntry);
  if (!entry) throw new Error('app worker: the build has no entry');
  add(entry, true);
  for (const module of routes.modules) {
    if (!manifest[module]) throw new Error(`app worker: ${module} is not a chunk of its own`);
    add(module, false);
  }
  const messages = new RegExp(`src/shared/i18n/locales/[\\w-]+/(${routes.namespaces.join('|')})\\.json$`);
  for (const key of Object.keys(manifest)) if (messages.test(key)) add(key, false);
  return files;
}

/**
 * The live build's service worker: precaches the shell and the entry routes (precachedFiles) with index.html, the
 * manifest and the icons, answers every navigation with the precached index.html, so the app opens offline and
 * repeat visits start from the cache; caches every other screen's code when first used, and pictures (the CDN's game
 * tiles, banners and logos) and goal sounds once seen, each in a cache of its own. A new build is a new worker, which
 * waits until the player taps "update" (src/app/shell/app-status). Mock builds (demo, dev) keep only the mock's
 * worker: two workers cannot share one scope.
 */
export function appWorker(mockBuild: boolean, routes: EntryRoutes) {
  let outDir = 'dist';
  const plugins = VitePWA({
    disable: mockBuild,
    registerType: 'prompt',
    // The app registers it itself, after the first screen (src/app/shell/app-status/app-worker.ts).
    injectRegister: false,
    manifest: APP_MANIFEST,
    // The icons and the favicon are files of the build, which the glob below precaches once already.
    includeManifestIcons: false,
    workbox: {
      globPatterns: ['**/*.{html,js,css,svg,png,webmanifest}'],
      globIgnores: ['**/sounds/**', '.vite/**'],
      manifestTransforms: [
        (entries) => {
          const manifest = JSON.parse(readFileSync(resolve(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
          const keep = precachedFiles(manifest, routes);
          return { manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || keep.has(entry.url)), warnings: [] };
        },
      ],
      navigateFallback: '/index.html',
      // The hashed files never change under their name: Workbox may take them from the HTTP cache as they are.
      dontCacheBustURLsMatching: /\/assets\//,
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          urlPattern: ({ request }) => request.destination === 'image',
          handler: 'CacheFirst',
          options: {
            cacheName: 'pictures',
            expiration: { maxEntries: 400, maxAgeSeconds: 7 * 24 * 3600 },
            cacheableResponse: { statuses: [0, 200] },
          },
        },
        {
          // The other screens' code and messages: hashed names, so a stored file is always right for its name; old
          // builds' files leave as the newest 300 stay.
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: { cacheName: 'code', expiration: { maxEntries: 300 }, cacheableResponse: { statuses: [200] } },
        },
        {
          urlPattern: ({ url }) => url.pathname.startsWith('/sounds/'),
          handler: 'CacheFirst',
          options: { cacheName: 'sounds', cacheableResponse: { statuses: [200] } },
        },
      ],
    },
  });
  return [
    { name: 'lotus-app-worker-out-dir', configResolved: (config: { root: string; build: { outDir: string } }) => void (outDir = resolve(config.root, config.build.outDir)) },
    ...plugins,
  ];
}
