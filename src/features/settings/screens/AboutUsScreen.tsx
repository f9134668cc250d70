import { useTranslation } from 'react-i18next';
import { env } from '@/shared/config/env';
import { PATHS } from '@/shared/config/paths';
import { Cell } from '@/shared/ui/cell/Cell';
import { CellGroup } from '@/shared/ui/cell/CellGroup';
import styles from '../components/Settings.module.css';

const PARAGRAPHS = ['about.p1', 'about.p2', 'about.p3'] as const;

/** About the app (/aboutus and /about-us): what it offers, its version, and the agreement and device pages. */
export function AboutUsScreen() {
  const { t } = useTranslation(['settings', 'common']);
  return (
    <div className={styles.page}>
      <section className={`${styles.card} ${styles.brand}`}>
        <h2 className={styles.appName}>{t('common:app.name')}</h2>
        <p className={styles.muted}>{t('settings:about.tagline')}</p>
        <p className={styles.muted}>{t('settings:about.version', { version: env.appVersion })}</p>
      </section>
      <section className={`${styles.card} ${styles.prose}`}>
        {PARAGRAPHS.map((key) => (
          <p key={key}>{t(`settings:${key}`)}</p>
        ))}
      </section>
      <CellGroup inset>
        <Cell title={t('settings:more.agreement')} to={PATHS.userAgreement} />
        <Cell title={t('settings:more.device')} to={PATHS.deviceInfo} />
      </CellGroup>
    </div>
  );
}
