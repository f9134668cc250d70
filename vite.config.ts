/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { buildSync } from 'esbuild';
import { defineConfig, loadEnv, type Plugin, type Rollup } from 'vite';
import { appWorker } from './scripts/vite-app-worker';

const src = fileURLToPath(new URL('./src', import.meta.url));
const mocks = fileURLToPath(new URL('./mocks', import.meta.url));

const workerFile = fileURLToPath(new URL('./mocks/public/mockServiceWorker.js', import.meta.url));

/** Serves and emits the MSW service worker only in mock builds, so the live build carries no mock file at all. */
function mockServiceWorker(enabled: boolean): Plugin {
  return {
    name: 'lotus-mock-service-worker',
    configureServer(server) {
      if (!enabled) return;
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(readFileSync(workerFile));
      });
    },
    generateBundle() {
      if (enabled) this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: readFileSync(workerFile) });
    },
  };
}

/** The screens index.html's boot script preloads, by kind of first page: each screen's module and the messages it reads. */
const BOOT_SCREENS: Record<string, { modules: string[]; messages: string[] }> = {
  home: {
    // The promotion calls module too: the carousel's call, started with the page (src/app/boot), is read through it.
    modules: ['src/features/home/screens/HomeScreen.tsx', 'src/features/home/components/HomeBody.tsx', 'src/shared/api/generated/main/promotion/promotion.ts'],
    messages: ['home', 'overlays', 'sports'],
  },
  sports: { modules: ['src/app/route-table.tsx', 'src/features/sportsbook/sports-list/screens/SportsScreen.tsx'], messages: ['sports', 'overlays'] },
  match: { modules: ['src/app/route-table.tsx', 'src/features/sportsbook/match-detail/screens/MatchDetailScreen.tsx'], messages: ['match-detail', 'sports', 'overlays'] },
};
const SHELL_MESSAGES = ['common', 'routes', 'shell', 'layout', 'ui'];

/** The tab bar's other screens (besides home and /sports) and their messages: precached with the entry routes. */
const TAB_SCREENS = {
  modules: [
    'src/features/promotions/campaigns/screens/ActivityScreen.tsx',
    'src/features/live/rooms/screens/LiveListScreen.tsx',
    'src/features/account/profile/screens/UserCenterScreen.tsx',
    'src/features/betting/bet-records/screens/BetRecordScreen.tsx',
  ],
  messages: ['campaigns', 'rooms', 'account', 'bet-records'],
};

/**
 * The first screen's calls, started with the page (src/app/boot/first-screen-calls.ts, docs/decisions/032): compiled
 * on their own into one classic script, with the build's VITE_ variables, to be inlined into index.html. Only for live
 * builds: in mock builds the mock's worker starts with the app, so a call made before it would find no backend.
 */
function bootCallsScript(env: Record<string, string>): string {
  const { outputFiles } = buildSync({
    entryPoints: [fileURLToPath(new URL('./src/app/boot/first-screen-calls.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
    target: 'es2020',
    alias: { '@': src },
    define: { 'import.meta.env': JSON.stringify({ ...env, MODE: 'production', PROD: true, DEV: false }) },
    logLevel: 'warning',
  });
  const code = outputFiles[0]?.text ?? '';
  if (code.includes('</script')) throw new Error('boot calls: the compiled script may not contain </script');
  return `<script>${code.trim()}</script>`;
}

/**
 * Lets the first screen's code download while the HTML is parsed rather than after the entry has run, fetched the
 * language and mounted the router: the boot script in index.html adds a modulepreload (and a style preload) for each
 * file listed here for its kind of page and language. Fills the `BOOT_FILES` placeholder of that script, adds a
 * preconnect to the API hosts, and in live builds inlines the first screen's calls (bootCallsScript).
 */
function bootPreload(env: Record<string, string>): Plugin {
  // The backends the first screen calls at once, when they are on other hosts: their connections open with the page.
  const origins = new Set(
    [env.VITE_MAIN_API_URL ?? '', env.VITE_SPORTS_GUEST_API_URL ?? ''].flatMap((url) => (/^https?:\/\//.test(url) ? [new URL(url).origin] : [])),
  );
  const preconnects = [...origins].map((origin) => `<link rel="preconnect" href="${origin}" crossorigin />`).join('');
  return {
    name: 'lotus-boot-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        // Only the app's index.html carries the boot script; Storybook's iframe.html goes through this build too.
        if (!bundle || !html.includes('/*BOOT_ENTRY*/')) return html;
        const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
        const byModule = (suffix: string) =>
          chunks.find((chunk) => chunk.facadeModuleId?.endsWith(suffix)) ?? chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(suffix)));
        const closure = (chunk: Rollup.OutputChunk | undefined, files: Set<string>): Set<string> => {
          if (!chunk || files.has(chunk.fileName)) return files;
          files.add(chunk.fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
          for (const name of chunk.imports) closure(bundle[name] as Rollup.OutputChunk, files);
          return files;
        };
        const entry = closure(chunks.find((chunk) => chunk.isEntry), new Set());
        const screens = Object.fromEntries(
          Object.entries(BOOT_SCREENS).map(([kind, { modules }]) => {
            const files = new Set<string>();
            for (const module of modules) {
              const chunk = byModule(module);
              if (!chunk) console.warn(`boot preload: no chunk for ${module}`);
              closure(chunk, files);
            }
            return [kind, [...files].filter((file) => !entry.has(file))];
          }),
        );
        const messages: Record<string, string> = {};
        for (const chunk of chunks) {
          const found = /src\/shared\/i18n\/locales\/([\w-]+)\/([\w-]+)\.json$/.exec(chunk.facadeModuleId ?? '');
          if (found) messages[`${found[1]}/${found[2]}`] = chunk.fileName;
        }
        const namespaces: Record<string, string[]> = { other: SHELL_MESSAGES };
        for (const [kind, { messages: names }] of Object.entries(BOOT_SCREENS)) namespaces[kind] = [...SHELL_MESSAGES, ...names];
        // The promotions tab has a skeleton of its own (and a first call, src/app/boot), not yet its code's preload.
        namespaces.activity = SHELL_MESSAGES;
        // The entry starts after the skeleton's first frame (index.html, startApp), so the first paint never waits
        // for the app's start-up work; the modulepreload keeps its download where it was.
        const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
        const entryFile = entryTag.exec(html)?.[1];
        if (!entryFile) throw new Error('boot preload: no entry script in index.html');
        const bootCalls = env.VITE_API_MOCKING === 'on' ? '' : bootCallsScript(env);
        // The start-up code's preloads (the entry and the files it imports) are made by the boot script after the
        // skeleton's first frame, with the first screen's: in the head they would share the first bytes of the
        // connection with the HTML and the style sheet the skeleton needs (docs/decisions/032).
        const preloadTag = /<link rel="modulepreload" crossorigin href="\/([^"]+)">/g;
        const startup = [entryFile.replace(/^\//, ''), ...[...html.matchAll(preloadTag)].map((found) => found[1] ?? '')];
        return html
          .replace('<!--BOOT_CALLS-->', bootCalls)
          .replace(preloadTag, '')
          .replace(entryTag, '')
          .replace('/*BOOT_ENTRY*/ null', JSON.stringify(entryFile))
          .replace('/*BOOT_FILES*/ {}', JSON.stringify({ startup: [...new Set(startup)], screens, namespaces, messages }))
          .replace('</title>', `</title>${preconnects}`);
      },
    },
  };
}

/**
 * The pure-rule test files the logic project runs (see below), by one rule a new test follows without editing this
 * file: every test under a lib/ folder, unless its name ends in .dom.test.ts (a lib test that needs the DOM or the
 * unit set-up's matchers: the unit project runs it).
 */
const LOGIC_TESTS = ['src/**/lib/**/!(*.dom).test.ts'];

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    mockServiceWorker(loadEnv(mode, process.cwd(), 'VITE_').VITE_API_MOCKING === 'on'),
    bootPreload(loadEnv(mode, process.cwd(), 'VITE_')),
    // The worker precaches the shell and the entry routes: the pages the boot script knows (BOOT_SCREENS) and the
    // tab bar's, so every tab opens offline.
    appWorker(loadEnv(mode, process.cwd(), 'VITE_').VITE_API_MOCKING === 'on', {
      modules: [
        ...Object.values(BOOT_SCREENS).flatMap(({ modules }) => modules.filter((module) => /\/(screens\/\w+Screen|route-table)\.tsx$/.test(module))),
        ...TAB_SCREENS.modules,
      ],
      namespaces: [...new Set([...SHELL_MESSAGES, ...Object.values(BOOT_SCREENS).flatMap(({ messages }) => messages), ...TAB_SCREENS.messages])],
    }),
  ],
  resolve: {
    alias: { '@': src, '@mocks': mocks },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1' },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The libraries every route needs travel as one file: one request and one gzip stream instead of a
            // dozen small chunks (docs/decisions/008).
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|i18next|react-i18next)[\\/]/,
            },
            // The sports client and the match list query, which the home page and every sports screen share, as one
            // file rather than the handful of small chunks the splitter would make of them.
            {
              name: 'sports-core',
              test: /src[\\/]shared[\\/](api[\\/](sports-client|sports-rules|generated[\\/]sports[\\/]match[\\/]match)|maintenance[\\/]sports-maintenance|sports[\\/]sports-queries|lib[\\/](match-display|odds)|settings[\\/]use-user-settings)\.ts$/,
            },
            // The app shell modules that the entry needs before the first paint, as one file.
            { name: 'shell', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}', 'tests/conformance/**/*.test.ts', 'tests/integration/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', '**/.git/**', ...LOGIC_TESTS],
          setupFiles: ['./tests/setup/unit.ts'],
          restoreMocks: true,
        },
      },
      {
        // Pure rules (validation, odds, money, dates...): no DOM and no mock backend, so each file skips jsdom and
        // the mock set-up, and the files share one module graph per worker. A file that needs either belongs in unit.
        extends: true,
        test: {
          name: 'logic',
          environment: 'node',
          include: LOGIC_TESTS,
          isolate: false,
          setupFiles: ['./tests/setup/logic.ts'],
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'build',
          environment: 'node',
          include: ['tests/build/**/*.test.ts'],
          testTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'contracts',
          environment: 'node',
          include: ['tests/contracts/**/*.test.ts'],
          setupFiles: ['./tests/contracts/support/setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      // Story tests in Chromium, loaded only when Vitest asks for the project, so app builds never load Storybook.
      async () => {
        const file = new URL('./.storybook/vitest-project.ts', import.meta.url).href;
        const { storybookProject } = (await import(file)) as typeof import('./.storybook/vitest-project');
        return storybookProject();
      },
    ],
  },
}));
