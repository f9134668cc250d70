import { useTranslation } from 'react-i18next';
import layout from '@/shared/ui/layout/layout.module.css';
import { PartnerCrest } from '../components/PartnerCrest';
import styles from '../components/sponsorships.module.css';
import { PARTNERS } from '../lib/sponsorship-content';

/** /sponsor: the clubs and teams Lotus sponsors, what each partnership is and since when. */
export function SponsorScreen() {
  const { t } = useTranslation('sponsorships');
  return (
    <div className={layout.pageColumn}>
      <header className={styles.intro}>
        <h2 className={layout.sectionTitle}>{t('sponsor.title')}</h2>
        <p>{t('sponsor.intro')}</p>
      </header>
      <ul className={styles.partners}>
        {PARTNERS.map((partner) => (
          <li key={partner.key}>
            <article className={styles.partner} aria-labelledby={`partner-${partner.key}`}>
              <PartnerCrest initials={partner.initials} colours={partner.colours} />
              <div className={styles.partnerText}>
                <h3 id={`partner-${partner.key}`} className={styles.partnerName}>
                  {t(`partners.${partner.key}.name`)}
                </h3>
                <p className={layout.muted}>{t('sponsor.meta', { sport: t(`partners.${partner.key}.sport`), role: t(`partners.${partner.key}.role`), year: partner.since })}</p>
                <p className={styles.partnerAbout}>{t(`partners.${partner.key}.about`)}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
      <p className={styles.footnote}>{t('sponsor.responsible')}</p>
    </div>
  );
}
