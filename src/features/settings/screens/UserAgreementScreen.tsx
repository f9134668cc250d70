import { useTranslation } from 'react-i18next';
import styles from '../components/Settings.module.css';

/** The sections of the agreement, in order; each has a title and a body in the `settings` namespace. */
const SECTIONS = ['eligibility', 'account', 'funds', 'betting', 'conduct', 'privacy', 'responsible', 'changes'] as const;

/** The user agreement, in the interface language. */
export function UserAgreementScreen() {
  const { t } = useTranslation('settings');
  return (
    <div className={styles.page}>
      <article className={`${styles.card} ${styles.prose}`}>
        <p className={styles.muted}>{t('agreement.updated')}</p>
        <p>{t('agreement.intro')}</p>
        {SECTIONS.map((section, index) => (
          <section key={section} className={styles.prose}>
            <h2>{t('agreement.heading', { number: index + 1, title: t(`agreement.${section}.title`) })}</h2>
            <p>{t(`agreement.${section}.body`)}</p>
          </section>
        ))}
        <p>{t('agreement.contact')}</p>
      </article>
    </div>
  );
}
