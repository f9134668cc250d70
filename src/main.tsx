import './shared/ui/tokens.css';
import './shared/ui/base.css';

// The mock backend is loaded only when the build was made with VITE_API_MOCKING=on. The comparison is on the raw
// import.meta.env value so that Vite drops the whole branch (and the mock chunks) from the live build.
async function startMockBackend(): Promise<void> {
  if (import.meta.env.VITE_API_MOCKING === 'on') {
    const { startMockWorker } = await import('../mocks/browser');
    await startMockWorker();
  }
}

void startMockBackend()
  .then(() => import('./app/bootstrap'))
  .then(({ mountApp }) => mountApp(document.getElementById('root')));
