import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { HELP_ARTICLES, type HelpArticleId } from '../lib/help-content';
import styles from './Help.module.css';
import { HelpExampleTable } from './HelpExampleTable';

const LINKS = { betMock: PATHS.betMock, handicapTutorial: PATHS.handicapTutorial } as const;

const sectionId = (article: HelpArticleId, id: string) => `help-${article}-${id}`;

/** Scrolls to a section and moves the focus to its heading, without changing the address. */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  event.preventDefault();
  const heading = document.getElementById(id);
  heading?.scrollIntoView({ block: 'start' });
  heading?.focus({ preventScroll: true });
}

/** A help article for the phone: title (with an optional aside), an index of its sections, then each section with its worked example. */
export function HelpArticle({ article, aside }: { article: HelpArticleId; aside?: ReactNode }) {
  const { t } = useTranslation('sports-help');
  const sections = HELP_ARTICLES[article];
  return (
    <article className={styles.article}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t(`${article}.title`)}</h1>
        <p className={styles.lead}>{t(`${article}.lead`)}</p>
        {aside}
      </header>
      <nav className={styles.index} aria-label={t('index')}>
        <h2 className={styles.indexTitle}>{t('index')}</h2>
        <ol className={styles.indexList}>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${sectionId(article, section.id)}`} className={styles.indexLink} onClick={(event) => jumpTo(event, sectionId(article, section.id))}>
                {t(`${article}.${section.id}.title`)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <section key={section.id} className={styles.section} aria-labelledby={sectionId(article, section.id)}>
          <h2 id={sectionId(article, section.id)} className={styles.sectionTitle} tabIndex={-1}>
            {t(`${article}.${section.id}.title`)}
          </h2>
          {Array.from({ length: section.paragraphs }, (_, index) => (
            <p key={index} className={styles.paragraph}>
              {t(`${article}.${section.id}.p${index + 1}`)}
            </p>
          ))}
          {section.example ? <HelpExampleTable example={section.example} /> : null}
          {section.link ? (
            <Link to={LINKS[section.link]} className={styles.link}>
              {t(`link.${section.link}`)}
            </Link>
          ) : null}
        </section>
      ))}
    </article>
  );
}
