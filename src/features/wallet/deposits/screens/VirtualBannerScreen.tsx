import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { TitledSection } from '@/shared/ui/section/TitledSection';
import styles from '../components/deposits.module.css';

/** The USDT channel of the seed and the app (crypto address route). */
const USDT_CHANNEL_ID = 103;

/** /virtualBanner: how a crypto (USDT) deposit works, step by step, with the networks and a way into the form. */
export function VirtualBannerScreen() {
  const { t } = useTranslation('deposits');
  const steps = ['1', '2', '3', '4'] as const;
  return (
    <article className={styles.page} aria-labelledby="virtual-title">
      <h1 id="virtual-title" className={styles.heading}>
        {t('virtual.title')}
      </h1>
      <p>{t('virtual.intro')}</p>
      <TitledSection className={styles.card} title={t('virtual.stepsTitle')} titleClassName={styles.heading}>
        <ol className={styles.steps}>
          {steps.map((step) => (
            <li key={step}>{t(`virtual.step${step}`)}</li>
          ))}
        </ol>
      </TitledSection>
      <TitledSection className={styles.card} title={t('virtual.networksTitle')} titleClassName={styles.heading}>
        <p>{t('virtual.trc20')}</p>
        <p>{t('virtual.erc20')}</p>
        <p className={styles.error}>{t('virtual.warning')}</p>
      </TitledSection>
      <Link className={styles.link} to={`${PATHS.deposit}?channel=${USDT_CHANNEL_ID}`}>
        {t('virtual.start')}
      </Link>
    </article>
  );
}
