import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReserveOrder } from '@/shared/api/generated/sports/model';
import { Button } from '@/shared/ui/button/Button';
import { formatBetTime, formatProviderMoney } from '../lib/record-format';
import { selectionLabel } from '../lib/record-rules';
import styles from './Records.module.css';

/** Reserve status `rst` (facts §4.16) as the player reads it: confirming is still waiting. */
const RESERVE_STATES: Record<number, { key: string; tone: string }> = {
  0: { key: 'waiting', tone: 'open' },
  1: { key: 'filled', tone: 'won' },
  2: { key: 'failed', tone: 'lost' },
  3: { key: 'cancelled', tone: 'neutral' },
  4: { key: 'waiting', tone: 'open' },
};

/** One reserve (target-odds) bet: the pick and its target odds, stake, status and, while it waits, a cancel button. */
export function ReserveCard({ reserve, onCancel }: { reserve: ReserveOrder; onCancel?: (reserve: ReserveOrder) => void }) {
  const { t, i18n } = useTranslation('bet-records');
  const headingId = useId();
  const leg = reserve.ops?.[0];
  const state = RESERVE_STATES[reserve.rst] ?? { key: 'waiting', tone: 'open' };
  const title = leg?.mn ?? t('reserve.title');
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <h2 id={headingId}>{title}</h2>
        <span className={styles.state} data-tone={state.tone}>
          {t(`reserve.state.${state.key}`)}
        </span>
      </div>
      {leg ? (
        <p className={styles.note}>
          {leg.mgn ? `${leg.mgn}: ` : ''}
          <strong className={styles.pick}>{selectionLabel(leg)}</strong> · {t('reserve.target', { odds: String(leg.bo ?? leg.od) })}
        </p>
      ) : null}
      {reserve.rst === 2 && reserve.fr !== undefined ? <p className={styles.reason}>{t(`reserve.fail.${reserve.fr}`)}</p> : null}
      <dl className={styles.figures}>
        <div>
          <dt>{t('bet.stake')}</dt>
          <dd>{formatProviderMoney(reserve.sat, reserve.cid, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('reserve.placed')}</dt>
          <dd>
            <time dateTime={new Date(reserve.cte).toISOString()}>{formatBetTime(reserve.cte, i18n.language)}</time>
          </dd>
        </div>
      </dl>
      {onCancel && reserve.rst === 0 ? (
        <Button variant="secondary" size="sm" onClick={() => onCancel(reserve)} aria-label={t('reserve.cancelOf', { match: title })}>
          {t('reserve.cancel')}
        </Button>
      ) : null}
    </article>
  );
}
