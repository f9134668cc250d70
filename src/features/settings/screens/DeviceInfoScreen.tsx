import { useTranslation } from 'react-i18next';
import { env } from '@/shared/config/env';
import { getClientCode } from '@/shared/lib/client-code';
import { getDeviceId } from '@/shared/lib/device-id';
import { clientModel } from '@/shared/lib/user-agent';
import { Button } from '@/shared/ui/button/Button';
import { showErrorToast, showToast } from '@/shared/ui/toast/toast';
import { copyText } from '@/shared/lib/copy-text';
import styles from '../components/Settings.module.css';

const COPIED_TOAST_MS = 2000;

/** What the app sends about this device with every call: device id (copyable), client code, version, platform. */
export function DeviceInfoScreen() {
  const { t } = useTranslation(['settings', 'common']);
  const deviceId = getDeviceId();
  const userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  const touchPoints = typeof navigator === 'undefined' ? 0 : (navigator.maxTouchPoints ?? 0);
  const facts = [
    { key: 'client', label: t('settings:device.client'), value: String(getClientCode()) },
    { key: 'version', label: t('settings:device.version'), value: env.appVersion },
    { key: 'platform', label: t('settings:device.platform'), value: env.platform },
    { key: 'model', label: t('settings:device.model'), value: clientModel(userAgent, touchPoints) },
  ];

  const copy = async () => {
    if (await copyText(deviceId)) showToast({ message: t('common:common.copySuccess'), type: 'success', durationMs: COPIED_TOAST_MS });
    else showErrorToast(t('common:common.copyFail'));
  };

  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>{t('settings:device.id')}</dt>
            <dd data-testid="device-id">{deviceId}</dd>
          </div>
          {facts.map((fact) => (
            <div key={fact.key} className={styles.fact}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        <Button variant="secondary" onClick={copy}>
          {t('settings:device.copy')}
        </Button>
      </section>
      <p className={styles.muted}>{t('settings:device.note')}</p>
    </div>
  );
}
