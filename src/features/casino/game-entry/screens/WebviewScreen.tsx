import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { ErrorState } from '@/shared/ui/error-state/ErrorState';
import { SpinnerRing } from '@/shared/ui/spinner/Spinner';
import { useCollectOnLeave } from '../hooks/use-collect-on-leave';
import { useFrameLoad } from '../hooks/use-frame-load';
import { decodeWebviewUrl, webviewCloseTarget } from '../lib/webview-url';
import styles from './WebviewScreen.module.css';

/**
 * /webview: shows an external page (a game, a provider page) in a frame. Query: title, url (base64), optional
 * lobbyCode and redirect. Addresses that are not http(s) are never loaded; the player sees an error instead. While
 * the page loads a loading state covers the frame; a page that does not load in time (or while offline) shows a
 * failure with a retry. Leaving a game collects its game wallet.
 */
export function WebviewScreen() {
  const { t } = useTranslation(['routes', 'casino', 'common']);
  const [params] = useSearchParams();
  const address = decodeWebviewUrl(params.get('url'));
  const title = params.get('title') || t('title.webview');
  const lobbyCode = params.get('lobbyCode');
  const closeTarget = webviewCloseTarget(params.get('redirect'), lobbyCode);
  const frame = useFrameLoad(address);
  useCollectOnLeave(address ? lobbyCode : null);

  if (!address) {
    return (
      <section className={styles.invalid} role="alert" data-screen="webview-invalid">
        <p>{t('webview.invalid')}</p>
        <Link to={PATHS.home} className={styles.action}>
          {t('webview.home')}
        </Link>
      </section>
    );
  }

  return (
    <section className={styles.screen} data-screen="webview" data-frame-state={frame.state}>
      {closeTarget ? (
        <Link to={closeTarget} className={styles.close}>
          {t('webview.close')}
        </Link>
      ) : null}
      <div className={styles.stage}>
        {frame.state === 'failed' ? (
          <div className={styles.cover}>
            <ErrorState message={t('casino:webview.failed', { title })} retryLabel={t('common:common.retry')} onRetry={frame.retry} />
          </div>
        ) : (
          <>
            {frame.state === 'loading' ? (
              <p className={styles.cover} role="status">
                <SpinnerRing />
                <span>{t('casino:webview.loading', { title })}</span>
              </p>
            ) : null}
            <iframe
              key={frame.attempt}
              className={styles.frame}
              src={address}
              title={title}
              onLoad={frame.loaded}
              allow="autoplay; fullscreen; clipboard-write"
              referrerPolicy="no-referrer"
              sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
            />
          </>
        )}
      </div>
    </section>
  );
}
