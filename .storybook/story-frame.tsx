import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ToastHost } from '@/app/shell/ToastHost';
import { createQueryClient } from '@/shared/api/query-client';
import { i18n } from '@/shared/i18n';
import { Spinner } from '@/shared/ui/spinner/Spinner';

/** Where a story starts: the URL in the memory router and the route pattern the story's screen answers. */
export interface StoryRoute {
  /** The starting URL, e.g. `/login?redirect=%2Fsports`. */
  url?: string;
  /** The route pattern of the screen; any other location renders the location probe. */
  path?: string;
}

/** The app's own client defaults, without retries, so error states show on the first failure. */
export function createStoryQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({
    queries: { ...defaults.queries, retry: false },
    mutations: { ...defaults.mutations, retry: false },
  });
  return client;
}

/** Shows where the router went: a story navigating away from its screen lands here. */
function LocationProbe() {
  const location = useLocation();
  return (
    <p data-testid="router-location">
      {location.pathname}
      {location.search}
    </p>
  );
}

export function StoryFrame({ client, route, children }: { client: QueryClient; route: StoryRoute; children: ReactNode }) {
  const path = route.path ?? '/';
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[route.url ?? path]}>
          <Suspense fallback={<Spinner label={i18n.t('common:common.loading')} />}>
            <main>
              <Routes>
                <Route path={path} element={children} />
                <Route path="*" element={<LocationProbe />} />
              </Routes>
              <ToastHost />
            </main>
          </Suspense>
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
