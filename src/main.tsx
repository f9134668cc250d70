import './shared/settings/theme-init';
import './shared/ui/tokens.css';
import './shared/ui/base.css';
import { mountApp } from './app/bootstrap';

// The mock backend is loaded only when the build was made with VITE_API_MOCKING=on. The comparison is on the raw
// import.meta.env value so that Vite drops the whole branch (and the mock chunks) from the live build.
async function startMockBackend(): Promise<void> {
  if (import.meta.env.VITE_API_MOCKING === 'on') {
    const { startMockWorker } = await import('../mocks/browser');
    await startMockWorker();
  }
}

// The shell is a static import so the browser fetches it in parallel with the mock worker's start (and, in the live
// build, as part of the entry file). mountApp runs only once the mock backend, when there is one, answers.
void startMockBackend().then(() => mountApp(document.getElementById('root')));
