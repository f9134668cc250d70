import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@/shared/i18n';
import { AppProviders } from './providers';
import { AppRouter } from './router';

export async function mountApp(container: HTMLElement | null): Promise<void> {
  if (!container) throw new Error('Missing #root element');
  await initI18n();
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
}
