import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import layout from '@/shared/ui/layout/layout.module.css';
import { PartnerCrest } from '../components/PartnerCrest';
import styles from '../components/sponsorships.module.css';
import { PARTNERS, SEASON_EVENTS, SEASON_PERKS } from '../lib/sponsorship-content';

/** /sponsorNew: the new season with the main partner club, its programme and what members get from it. */
export function SponsorNewScreen() {
  const { t } = useTranslation('sponsorships');
  const club = PARTNERS[0]!;
  return (
    <div className={layout.pageColumn}>
      <header className={styles.banner} style={{ background: `linear-gradient(135deg, ${club.colours[0]}, #3a0d0d)` }}>
        <PartnerCrest initials={club.initials} colours={club.colours} size={72} />
        <div>
          <h2 className={styles.bannerTitle}>{t('season.title', { club: t(`partners.${club.key}.name`) })}</h2>
          <p className={styles.bannerText}>{t('season.intro')}</p>
        </div>
      </header>
      <section className={layout.cardStack} aria-labelledby="season-programme">
        <h2 id="season-programme" className={layout.sectionTitle}>
          {t('season.programme')}
        </h2>
        <ol className={styles.timeline}>
          {SEASON_EVENTS.map((event) => (
            <li key={event} className={styles.event}>
              <span className={styles.eventWhen}>{t(`season.events.${event}.when`)}</span>
              <span className={styles.eventTitle}>{t(`season.events.${event}.title`)}</span>
              <span className={styles.eventAbout}>{t(`season.events.${event}.about`)}</span>
            </li>
          ))}
        </ol>
      </section>
      <section className={layout.cardStack} aria-labelledby="season-perks">
        <h2 id="season-perks" className={layout.sectionTitle}>
          {t('season.perksTitle')}
        </h2>
        <ul className={styles.perks}>
          {SEASON_PERKS.map((perk) => (
            <li key={perk}>{t(`season.perks.${perk}`)}</li>
          ))}
        </ul>
        <Link to={PATHS.activity} className={styles.action}>
          {t('season.toPromotions')}
        </Link>
      </section>
    </div>
  );
}
