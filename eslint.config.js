import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const noNetworkOutsideApi = {
  'no-restricted-globals': ['error', { name: 'fetch', message: 'HTTP goes through the orval clients in src/shared/api.' }],
  'no-restricted-properties': [
    'error',
    { object: 'window', property: 'fetch', message: 'HTTP goes through the orval clients in src/shared/api.' },
    { object: 'globalThis', property: 'fetch', message: 'HTTP goes through the orval clients in src/shared/api.' },
  ],
};
/**
 * Every route path of the typed path map (src/shared/config: paths.ts with shell-paths.ts, activity-pages.ts, and the
 * promotion pages the route table adds in bulk), for lotus/no-route-literal. Read from the sources, so a new route is
 * checked at once.
 */
const routePaths = (() => {
  const text = (file) => readFileSync(new URL(`./src/shared/config/${file}`, import.meta.url), 'utf8');
  // Quoted paths outside comments (the comments quote examples such as '/helpsub?id=3').
  const code = (source) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  const quotedPaths = (source) => [...code(source).matchAll(/'(\/[^'\s]*)'/g)].map((found) => found[1]);
  const map = ['shell-paths.ts', 'paths.ts', 'activity-pages.ts', 'promotion-pages.ts'].flatMap((file) => quotedPaths(text(file)));
  const promotions = text('promotion-pages.ts');
  const campaignList = /CAMPAIGN_PAGES = \[([^\]]*)\]/.exec(promotions)?.[1] ?? '';
  const campaigns = [...campaignList.matchAll(/'([^']+)'/g)].map((found) => `/${found[1]}`);
  const paths = [...new Set([...map, ...campaigns])];
  if (paths.length < 100 || !paths.includes('/deposit') || !paths.includes('/first-charge') || !paths.includes('/christmas')) {
    throw new Error(`eslint.config.js: the route paths were not read from the path map (${paths.length} found)`);
  }
  return paths;
})();

/** The no-restricted-imports rule as an error for these import patterns (each a group and the message it shows). */
const importsBanned = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const axiosBan = { group: ['axios', 'axios/*'], message: 'HTTP goes through the orval clients in src/shared/api.' };
const sharedStaysBelowFeatures = { group: ['@/features/*', '@/app/*', '**/features/*', '**/app/*'], message: 'shared/ must not depend on features/ or app/.' };
const mockBan = { group: ['@mocks/*', '**/mocks/*', 'msw', 'msw/*', '@msw/*'], message: 'App code never imports the mock backend (only src/main.tsx loads it behind VITE_API_MOCKING).' };

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'dist-demo/**',
      'dist-bench/**',
      'storybook-static/**',
      'coverage/**',
      'mocks/public/mockServiceWorker.js',
      'src/shared/api/generated/**',
      'contracts/pacts/**',
      'test-results/**',
      'tests/.tmp/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // No import cycles (ADR 013), resolved through the tsconfig paths (@/, @mocks/). Dynamic imports count;
  // type-only imports do not (they are erased from the build).
  {
    files: ['{src,mocks,stories,tests}/**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: fileURLToPath(new URL('./tsconfig.json', import.meta.url)) }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // No fetch or axios in app code outside the API layer.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/shared/api/**'],
    rules: noNetworkOutsideApi,
  },
  // One-way imports: shared -> features -> app.
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: importsBanned(sharedStaysBelowFeatures, axiosBan, mockBan),
  },
  // Unit tests of the shared layer (and their helpers) drive the real clients through the MSW server.
  {
    files: ['src/shared/**/*.test.{ts,tsx}', 'src/shared/**/test-helpers.ts'],
    rules: importsBanned(sharedStaysBelowFeatures, axiosBan),
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: importsBanned(
      { group: ['@/app/*', '**/app/*'], message: 'features/ must not depend on app/.' },
      {
        group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`, '../../*', '../../../*'],
        message: 'A feature never imports another feature; move what both need to shared/ or compose it in app/.',
      },
      axiosBan,
      mockBan,
    ),
  })),
  {
    files: ['src/app/**/*.{ts,tsx}'],
    rules: importsBanned(axiosBan, mockBan),
  },
  // The ADRs' rules (eslint-rules/architecture.js; each exception names its file and says why).
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { lotus: (await import('./eslint-rules/architecture.js')).default },
    rules: {
      // ADR 012: only src/shared/live reaches the socket.
      'lotus/live-socket': 'error',
      // ADR 009: React reads client state through useStore.
      'lotus/stores-through-use-store': 'error',
    },
  },
  // ADR 010: generated calls only in *-queries.ts / *-mutations.ts. Test files are left out: a test drives the HTTP
  // clients through a generated call, or stubs one (vi.mock) to test what calls it.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'lotus/generated-calls': [
        'error',
        {
          allow: {
            'src/shared/api/sports-session.ts':
              'the sports client fetches its own provider token (getSportsToken) before a member call; a query module would import the client that imports it',
          },
        },
      ],
    },
  },
  // Route paths only from PATHS. Tests and stories are left out on purpose: they state the address they expect, so a
  // wrong entry in the map cannot pass unseen.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/shared/config/{paths,shell-paths,activity-pages,promotion-pages}.ts'],
    rules: { 'lotus/no-route-literal': ['error', { paths: routePaths }] },
  },
  // No hard-coded UI text: JSX text and text props (aria-label, placeholder, title, alt, label) come from t().
  {
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx'],
    plugins: { 'lotus-i18n': (await import('./eslint-rules/no-hardcoded-text.js')).default },
    rules: { 'lotus-i18n/no-hardcoded-text': 'error' },
  },
  // Stories are CSF factories (docs/decisions/036): Storybook indexes only the exports that are `meta.story(...)` or
  // `.extend(...)` calls, so any other export would quietly stop being a story, and a test.
  {
    files: ['stories/**/*.stories.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ExportNamedDeclaration > VariableDeclaration > VariableDeclarator:not([init.type='CallExpression'][init.callee.property.name=/^(story|extend)$/])",
          message: 'Export each story as meta.story({...}) (or Other.extend({...})); anything else is not indexed (ADR 036).',
        },
        { selector: 'ExportNamedDeclaration > FunctionDeclaration', message: 'A stories file exports only stories, each as meta.story({...}) (ADR 036).' },
        { selector: 'ExportDefaultDeclaration', message: 'The meta is `const meta = preview.meta({...})`, with no default export (ADR 036).' },
      ],
    },
  },
);
