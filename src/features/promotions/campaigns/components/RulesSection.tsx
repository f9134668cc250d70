import { useTranslation } from 'react-i18next';
import type { ActivityDetail } from '@/shared/api/generated/main/model';
import { SafeHtml } from '@/shared/messages/SafeHtml';
import styles from './campaign.module.css';

/** Who can take part (plain lines) and the rules (server HTML in the player's language, sanitised before rendering). */
export function RulesSection({ campaign }: { campaign: ActivityDetail }) {
  const { t } = useTranslation('campaigns');
  return (
    <>
      {campaign.eligibility.length > 0 ? (
        <section className={styles.section} aria-labelledby="campaign-eligibility">
          <h2 id="campaign-eligibility" className={styles.sectionTitle}>
            {t('rules.eligibility')}
          </h2>
          <ul className={styles.eligibility}>
            {campaign.eligibility.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className={styles.section} aria-labelledby="campaign-rules">
        <h2 id="campaign-rules" className={styles.sectionTitle}>
          {t('rules.title')}
        </h2>
        <SafeHtml html={campaign.rule} className={styles.rules} />
      </section>
    </>
  );
}
