import { useTranslation } from 'react-i18next';
import type { ActivityDetail } from '@/shared/api/generated/main/model';
import { SafeHtml } from '@/shared/messages/SafeHtml';
import layout from '@/shared/ui/layout/layout.module.css';
import styles from './campaign.module.css';

/** Who can take part (plain lines) and the rules (server HTML in the player's language, sanitised before rendering). */
export function RulesSection({ campaign }: { campaign: ActivityDetail }) {
  const { t } = useTranslation('campaigns');
  return (
    <>
      {campaign.eligibility.length > 0 ? (
        <section className={layout.sectionCard} aria-labelledby="campaign-eligibility">
          <h2 id="campaign-eligibility" className={layout.sectionTitle}>
            {t('rules.eligibility')}
          </h2>
          <ul className={styles.eligibility}>
            {campaign.eligibility.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className={layout.sectionCard} aria-labelledby="campaign-rules">
        <h2 id="campaign-rules" className={layout.sectionTitle}>
          {t('rules.title')}
        </h2>
        <SafeHtml html={campaign.rule} className={styles.rules} />
      </section>
    </>
  );
}
