import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BetRecord } from '@/shared/api/generated/sports/model';
import { copyText } from '@/shared/lib/copy-text';
import { showToast } from '@/shared/ui/toast/toast';
import { offersCashOut } from '../lib/cash-out-rules';
import { formatBetTime, formatProviderMoney, formatSignedMoney } from '../lib/record-format';
import { betOdds, betState, resultTone, seriesOf } from '../lib/record-rules';
import { BetLegs } from './BetLegs';
import { CashOutBox, type OpenCashOut } from './CashOutBox';
import styles from './Records.module.css';

const COPIED_TOAST_MS = 2_000;

const STATE_TONES = { awaiting: 'open', accepted: 'open', rejected: 'lost', cancelled: 'neutral', settled: 'neutral', cashedOut: 'won' } as const;

/** One bet of the records: its kind, state, legs, money and order number; an open bet offers its cash-out. */
export const BetCard = memo(function BetCard({ record, onCashOut }: { record: BetRecord; onCashOut: OpenCashOut }) {
  const { t, i18n } = useTranslation(['bet-records', 'common']);
  const headingId = useId();
  const language = i18n.language;
  const money = (amount: number) => formatProviderMoney(amount, record.cid, language);
  const state = betState(record);
  const parlay = record.sert === 1;
  const series = seriesOf(record);
  const odds = betOdds(record);
  const settled = record.st === 5;
  const cashedOut = record.cops ?? 0;

  const copy = async () => {
    if (await copyText(record.id)) showToast({ message: t('common:common.copySuccess'), type: 'success', durationMs: COPIED_TOAST_MS });
  };

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <h2 id={headingId}>{parlay ? t('bet.parlay', { legs: series.legs, bets: series.bets }) : t('bet.single')}</h2>
        <span className={styles.state} data-tone={STATE_TONES[state]}>
          {t(`state.${state}`)}
        </span>
      </div>
      {state === 'rejected' ? <p className={styles.reason}>{t(`reject.${record.rj ?? 0}`, { defaultValue: t('reject.0') })}</p> : null}
      <BetLegs legs={record.ops} showOutcome={parlay || settled} />
      <dl className={styles.figures}>
        <div>
          <dt>{t('bet.stake')}</dt>
          <dd>{money(record.sat)}</dd>
        </div>
        {odds !== null ? (
          <div>
            <dt>{t('bet.odds')}</dt>
            <dd>{odds.toFixed(2)}</dd>
          </div>
        ) : null}
        {settled ? (
          <>
            <div>
              <dt>{t('bet.payout')}</dt>
              <dd>{money(record.sa ?? 0)}</dd>
            </div>
            <div>
              <dt>{t('bet.winLoss')}</dt>
              <dd data-tone={resultTone(record.uwl)}>{formatSignedMoney(record.uwl ?? 0, record.cid, language)}</dd>
            </div>
          </>
        ) : state !== 'rejected' && state !== 'cancelled' ? (
          <div>
            <dt>{t('bet.potential')}</dt>
            <dd>{money(record.mla ?? 0)}</dd>
          </div>
        ) : null}
        {cashedOut > 0 ? (
          <div>
            <dt>{t('bet.cashedOut', { times: record.coc ?? 0 })}</dt>
            <dd>{money(cashedOut)}</dd>
          </div>
        ) : null}
      </dl>
      <div className={styles.meta}>
        <span>
          {t('bet.orderNo')} {record.id}
          <button type="button" className={styles.copy} onClick={() => void copy()} aria-label={t('bet.copy', { id: record.id })}>
            {t('bet.copyShort')}
          </button>
        </span>
        <time dateTime={new Date(record.cte).toISOString()}>{formatBetTime(record.cte, language)}</time>
      </div>
      {offersCashOut(record) ? <CashOutBox record={record} onOpen={onCashOut} /> : null}
    </article>
  );
});
