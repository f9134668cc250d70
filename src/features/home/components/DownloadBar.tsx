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
let installedNow = false;
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    savedPrompt = event as InstallPrompt;
  });
  window.addEventListener('appinstalled', () => {
    installedNow = true;
    savedPrompt = null;
  });
}

/** True when the app runs installed (from the home screen) or was installed in this visit. */
function runsInstalled(): boolean {
  const standalone = typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  return installedNow || standalone || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

/** iPhone and iPad Safari have no install prompt: the player adds the app from the Share menu. */
const isIos = (): boolean => /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);

/**
 * The download-app bar (App settings isShowDownload): installs the app with the browser's own prompt where there is
 * one (Chromium's beforeinstallprompt), otherwise says how to add it to the home screen (on iOS Safari: Share, then Add
 * to Home Screen). It hides once the app is installed, and closing it hides it for the rest of the browser session.
 */
export function DownloadBar() {
  const { t } = useTranslation('home');
  const { isShowDownload } = useAppSettings();
  const [howTo, setHowTo] = useState(false);
  const [canInstall, setCanInstall] = useState(savedPrompt !== null);
  const [installed, setInstalled] = useState(runsInstalled);

  useEffect(() => {
    const onPrompt = () => setCanInstall(true);
    const onInstalled = () => setInstalled(true);
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  if (!isShowDownload || installed) return null;

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
        <p className={styles.detail}>{howTo ? t(isIos() ? 'download.howToIos' : 'download.howTo') : t('download.detail')}</p>
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
