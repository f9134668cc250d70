import { useTranslation } from 'react-i18next';
import { PATHS } from '@/shared/config/paths';
import { Button } from '@/shared/ui/button/Button';
import { Cell } from '@/shared/ui/cell/Cell';
import { CellGroup } from '@/shared/ui/cell/CellGroup';
import { DisplaySettings } from '../components/DisplaySettings';
import { OddsSettings } from '../components/OddsSettings';
import styles from '../components/Settings.module.css';
import { SoundSettings } from '../components/SoundSettings';
import { useQuickSettings, type SaveState } from '../hooks/use-quick-settings';

const STATUS_KEY: Record<Exclude<SaveState, 'failed'>, string | null> = {
  idle: null,
  saving: 'save.saving',
  saved: 'save.saved',
};

/**
 * Odds format, odds-change warning and goal sound (held on this device and saved to the account as quick
 * settings), the theme, and entries to language, about, device and agreement pages.
 */
export function SettingsScreen() {
  const { t } = useTranslation('settings');
  const { settings, update, saveState, retry, loggedIn } = useQuickSettings();
  const statusKey = saveState === 'failed' ? null : STATUS_KEY[saveState];
  return (
    <div className={styles.page}>
      <OddsSettings settings={settings} onChange={update} />
      <SoundSettings settings={settings} onChange={update} />
      {loggedIn ? (
        <p className={styles.status} role="status">
          {statusKey ? t(statusKey) : ''}
        </p>
      ) : null}
      {saveState === 'failed' ? (
        <div className={styles.alert} role="alert">
          <p>{t('save.failed')}</p>
          <Button variant="secondary" size="sm" onClick={retry}>
            {t('save.retry')}
          </Button>
        </div>
      ) : null}
      <DisplaySettings />
      <CellGroup title={t('more.title')} inset>
        {loggedIn ? <Cell title={t('routes:title.saferGambling')} to={PATHS.saferGambling} /> : null}
        <Cell title={t('more.about')} to={PATHS.aboutus} />
        <Cell title={t('more.device')} to={PATHS.deviceInfo} />
        <Cell title={t('more.agreement')} to={PATHS.userAgreement} />
      </CellGroup>
    </div>
  );
}
