import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loginHref, PATHS } from '@/shared/config/paths';
import { formatDateForLanguage } from '@/shared/ui/date-picker/date-parts';
import { memberProfileQuery } from '@/shared/member/member-queries';
import { useToken } from '@/shared/session/use-session';
import { LoginRequired } from '@/shared/ui/login-required/LoginRequired';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import layout from '@/shared/ui/layout/layout.module.css';
import { selectExperience, vipExperienceRequestsQuery, vipExperiencesQuery } from '../api/vip-experience-queries';
import { EXPERIENCE_TYPES, type ExperienceName } from '../lib/experience-rules';
import { ExperienceArt } from './ExperienceArt';
import { ExperienceRequestForm } from './ExperienceRequestForm';
import styles from './vip-services.module.css';

/** Highlights and steps each page lists (keys under experience.<name>). */
const HIGHLIGHTS = ['h1', 'h2', 'h3', 'h4'] as const;
const STEPS = ['s1', 's2', 's3'] as const;

/** What the member can do on the page: log in, reach the level, wait for the desk, or ask. */
function RequestPart({ name }: { name: ExperienceName }) {
  const { t, i18n } = useTranslation('vip-services');
  const token = useToken();
  const type = EXPERIENCE_TYPES[name];
  const offer = useQuery({ ...vipExperiencesQuery(), select: selectExperience(type) });
  const profile = useQuery(memberProfileQuery(token));
  const requests = useQuery(vipExperienceRequestsQuery(token));
  if (!token) return <LoginRequired message={t('page.loginToRequest')} actionLabel={t('page.login')} loginPathFor={loginHref} />;
  return (
    <QueryGate queries={[offer, profile, requests]} rows={4} loadingLabel={t('page.loading')}>
      {() => {
        const experience = offer.data;
        if (!experience || !profile.data) return <p className={layout.muted}>{t('page.unavailable')}</p>;
        const level = profile.data.vipLevel;
        if (level < experience.minVipLevel) {
          return (
            <section className={layout.cardStack} aria-label={t('page.lockedLabel')}>
              <p>{t('page.locked', { level: experience.minVipLevel, current: level })}</p>
              <Link className={styles.contact} to={PATHS.vip}>
                {t('page.seeProgress')}
              </Link>
            </section>
          );
        }
        if (!experience.requestOpen) return <p className={layout.muted}>{t('page.closed')}</p>;
        const waiting = (requests.data ?? []).find((request) => request.experienceType === type && request.status === 0);
        if (waiting) {
          return (
            <section className={styles.status} role="status">
              <p>
                <strong>{t('page.waitingTitle')}</strong>
              </p>
              <p>
                {t('page.waiting', {
                  requestNo: waiting.requestNo,
                  date: formatDateForLanguage(waiting.preferredDate, i18n.language),
                  guests: waiting.guests,
                })}
              </p>
            </section>
          );
        }
        return <ExperienceRequestForm experience={experience} />;
      }}
    </QueryGate>
  );
}

/** A VIP experience page: what it is, what is included, how to ask for it, and the level it unlocks at. */
export function ExperiencePage({ name }: { name: ExperienceName }) {
  const { t } = useTranslation('vip-services');
  const includedId = useId();
  const stepsId = useId();
  const offer = useQuery({ ...vipExperiencesQuery(), select: selectExperience(EXPERIENCE_TYPES[name]) });
  const key = (part: string) => `experience.${name}.${part}`;
  return (
    <div className={layout.pageColumn}>
      <header className={styles.hero}>
        <ExperienceArt name={name} />
        <h2>{t(key('title'))}</h2>
        <p>{t(key('lead'))}</p>
        {offer.data ? <span className={styles.unlock}>{t('page.unlocksAt', { level: offer.data.minVipLevel })}</span> : null}
      </header>
      <section className={layout.cardStack} aria-labelledby={includedId}>
        <h2 id={includedId} className={layout.sectionTitle}>
          {t('page.included')}
        </h2>
        <ul className={styles.list}>
          {HIGHLIGHTS.map((item) => (
            <li key={item}>{t(key(item))}</li>
          ))}
        </ul>
      </section>
      <section className={layout.cardStack} aria-labelledby={stepsId}>
        <h2 id={stepsId} className={layout.sectionTitle}>
          {t('page.how')}
        </h2>
        <ol className={styles.list}>
          {STEPS.map((step) => (
            <li key={step}>{t(`page.${step}`)}</li>
          ))}
        </ol>
        <p className={layout.muted}>{t(key('note'))}</p>
      </section>
      <RequestPart name={name} />
    </div>
  );
}
