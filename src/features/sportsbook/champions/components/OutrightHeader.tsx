import { useTranslation } from 'react-i18next';
import type { MatchRecord } from '@/shared/api/generated/sports/model';
import { kickOffText } from '@/shared/lib/match-display';
import { useSportsTexts } from '@/shared/sports/sports-texts';
import styles from './OutrightHeader.module.css';

/** The head of an outright: sport and league, the outright's name and season, and when it is decided. */
export function OutrightHeader({ match }: { match: Pick<MatchRecord, 'sid' | 'lg' | 'nm' | 'ye' | 'bt'> }) {
  const { t, i18n } = useTranslation('match-detail');
  const texts = useSportsTexts();
  const name = match.nm?.trim() || t('outright.title');
  return (
    <section className={styles.header} aria-labelledby="outright-title">
      <p className={styles.league}>
        {texts.sport(match.sid)} · {match.lg.na}
      </p>
      <h1 id="outright-title" className={styles.title}>
        {name}
      </h1>
      <dl className={styles.facts}>
        {match.ye?.trim() ? (
          <div>
            <dt>{t('outright.season')}</dt>
            <dd>{match.ye}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('outright.decided')}</dt>
          <dd>
            <time dateTime={new Date(match.bt).toISOString()}>{kickOffText(match.bt, i18n.language)}</time>
          </dd>
        </div>
      </dl>
    </section>
  );
}
