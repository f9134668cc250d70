import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach } from 'vitest';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { appRouterOptions, appRoutes } from '@/app/router';
import { createQueryClient } from '@/shared/api/query-client';
import { changeLanguage, i18n, initI18n } from '@/shared/i18n';
import { normaliseLanguage, setLanguage } from '@/shared/i18n/language';

afterEach(cleanup);

type Language = 'en' | 'vi' | 'zh-cn';
type MemoryRouter = ReturnType<typeof createMemoryRouter>;

/**
 * Switches the app to `language` (the interface and the stored choice, so every request's Language header says the
 * same) and hands out a fresh query client that does not retry.
 */
export async function prepareRender(language: Language = 'en') {
  if (!i18n.isInitialized) await initI18n(language);
  else await changeLanguage(language);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return queryClient;
}

/**
 * Renders `router` inside the app's query and i18n providers. The stored language (what the API clients send as
 * Language) is set to the interface's first: a test that switched i18n on its own still talks to the mock in the
 * language it reads.
 */
export function renderRouter(router: MemoryRouter, queryClient: ReturnType<typeof createQueryClient>) {
  setLanguage(normaliseLanguage(i18n.language) ?? 'vi');
  const view = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** Renders the real route tree at `path` with a fresh query client, in English unless told otherwise. */
export async function renderApp(path: string, language: Language = 'en') {
  const queryClient = await prepareRender(language);
  // The guard reads this test's query client and the router's current location through the router context.
  let router: MemoryRouter | undefined = undefined;
  router = createMemoryRouter(appRoutes, { initialEntries: [path], ...appRouterOptions(queryClient, () => router) });
  return renderRouter(router, queryClient);
}

/**
 * Hand-made routes (a probe around a hook, the shell around a screen no route has yet) rendered like the app, with a
 * fresh query client, in `language`.
 */
export async function renderRoutes(routes: RouteObject[], path: string, language: Language = 'en') {
  const queryClient = await prepareRender(language);
  return renderRouter(createMemoryRouter(routes, { initialEntries: [path] }), queryClient);
}

/**
 * Resolves once the router has finished its current navigation: the route's code loaded (lazy routes, the route
 * table), its guard run and any redirect followed. Waits on the router's state, not on a clock.
 */
export function routerSettled(router: MemoryRouter): Promise<void> {
  const settled = (state: MemoryRouter['state']) => state.initialized && state.navigation.state === 'idle';
  if (settled(router.state)) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!settled(state)) return;
      stop();
      resolve();
    });
  });
}
