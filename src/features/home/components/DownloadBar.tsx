import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setShowDownload, useAppSettings } from '@/shared/settings/app-settings';
import { CloseIcon } from '@/shared/ui/icons/ui/nav-icons';
import { DownloadIcon } from './home-icons';
import styles from './DownloadBar.module.css';

/** The browser's install prompt (Chromium's beforeinstallprompt), kept until the player asks for it. */
interface InstallPrompt extends Event {
  prompt: () => Promise<void>;
}

let savedPrompt: InstallPrompt | null = null;
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    savedPrompt = event as InstallPrompt;
  });
}

/**
 * The download-app bar (App settings isShowDownload): installs the app where the browser offers it, otherwise says
 * how to add it to the home screen. Closing it hides it for the rest of the browser session.
 */
export function DownloadBar() {
  const { t } = useTranslation('home');
  const { isShowDownload } = useAppSettings();
  const [howTo, setHowTo] = useState(false);
  const [canInstall, setCanInstall] = useState(savedPrompt !== null);

  useEffect(() => {
    const onPrompt = () => setCanInstall(true);
    window.addEventListener('beforeinstallprompt', onPrompt);
    return () => window.removeEventListener('beforeinstallprompt', onPrompt);
  }, []);

  if (!isShowDownload) return null;

  const install = () => {
    if (savedPrompt) {
      void savedPrompt.prompt();
      savedPrompt = null;
      setCanInstall(false);
      return;
    }
    setHowTo((open) => !open);
  };

  return (
    <aside className={styles.bar} aria-label={t('download.label')}>
      <span className={styles.icon} aria-hidden="true">
        <DownloadIcon />
      </span>
      <div className={styles.text}>
        <p className={styles.title}>{t('download.title')}</p>
        <p className={styles.detail}>{howTo ? t('download.howTo') : t('download.detail')}</p>
      </div>
      <button type="button" className={styles.install} onClick={install} aria-expanded={canInstall ? undefined : howTo}>
        {t('download.install')}
      </button>
      <button type="button" className={styles.close} aria-label={t('download.close')} onClick={() => setShowDownload(false)}>
        <CloseIcon />
      </button>
    </aside>
  );
}
