import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { decodeWebviewUrl, webviewCloseTarget } from '../webview-url';
import styles from './WebviewScreen.module.css';

/**
 * /webview: shows an external page (a game, a provider page) in a frame. Query: title, url (base64), optional
 * lobbyCode and redirect. Addresses that are not http(s) are never loaded; the player sees an error instead.
 */
export function WebviewScreen() {
  const { t } = useTranslation('routes');
  const [params] = useSearchParams();
  const address = decodeWebviewUrl(params.get('url'));
  const title = params.get('title') || t('title.webview');
  const closeTarget = webviewCloseTarget(params.get('redirect'), params.get('lobbyCode'));

  if (!address) {
    return (
      <section className={styles.invalid} role="alert" data-screen="webview-invalid">
        <p>{t('webview.invalid')}</p>
        <Link to={PATHS.home} className={styles.action}>
          {t('unfinished.home')}
        </Link>
      </section>
    );
  }

  return (
    <section className={styles.screen} data-screen="webview">
      {closeTarget ? (
        <Link to={closeTarget} className={styles.close}>
          {t('webview.close')}
        </Link>
      ) : null}
      <iframe
        className={styles.frame}
        src={address}
        title={title}
        allow="autoplay; fullscreen; clipboard-write"
        referrerPolicy="no-referrer"
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
      />
    </section>
  );
}
