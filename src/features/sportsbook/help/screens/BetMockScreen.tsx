import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { TextField } from '@/shared/ui/field/TextField';
import { RadioGroup } from '@/shared/ui/radio/RadioGroup';
import { useBetLabel } from '../components/HelpExampleTable';
import styles from '../components/BetMock.module.css';
import article from '../components/Help.module.css';
import { GoalStepper } from '../components/GoalStepper';
import { formatLine, MARKET_SIDES, parseOdds, parseStake, settleBet, sideLine, type BetMarket, type BetSide } from '@/shared/lib/settlement';

const quarterLines = (from: number, to: number) => Array.from({ length: (to - from) * 4 + 1 }, (_, index) => from + index / 4);
/** Handicaps of the home side from -3 to +3, totals from 0.5 to 6.5, in quarter goals. */
const LINES: Record<BetMarket, readonly number[]> = { handicap: quarterLines(-3, 3), total: quarterLines(0.5, 6.5) };
const DEFAULT_LINE: Record<BetMarket, number> = { handicap: -0.75, total: 2.75 };

const money = (amount: number) => amount.toFixed(2);

/** /betmock: a practice bet. Pick a handicap or over/under line, odds, a stake and a final score; see how it settles. */
export function BetMockScreen() {
  const { t } = useTranslation('sports-help');
  const betLabel = useBetLabel();
  const lineId = useId();
  const [market, setMarket] = useState<BetMarket>('handicap');
  const [side, setSide] = useState<BetSide>('home');
  const [line, setLine] = useState(DEFAULT_LINE.handicap);
  const [oddsText, setOddsText] = useState('1.90');
  const [stakeText, setStakeText] = useState('100');
  const [score, setScore] = useState({ home: 2, away: 1 });

  const odds = parseOdds(oddsText);
  const stake = parseStake(stakeText);
  const settled = odds !== null && stake !== null ? settleBet({ market, side, line, odds, stake }, score) : null;

  const chooseMarket = (next: BetMarket) => {
    setMarket(next);
    setSide(MARKET_SIDES[next][0]);
    setLine(DEFAULT_LINE[next]);
  };

  return (
    <div className={article.article}>
      <header className={article.header}>
        <h1 className={article.title}>{t('betMock.title')}</h1>
        <p className={article.lead}>{t('betMock.lead')}</p>
      </header>

      <section className={styles.card} aria-label={t('betMock.market')}>
        <RadioGroup
          label={t('betMock.market')}
          orientation="horizontal"
          options={(['handicap', 'total'] as const).map((value) => ({ value, label: t(`betMock.markets.${value}`) }))}
          value={market}
          onChange={(value) => chooseMarket(value as BetMarket)}
        />
        <RadioGroup
          label={t('betMock.side')}
          orientation="horizontal"
          options={MARKET_SIDES[market].map((value) => ({ value, label: t(`side.${value}`) }))}
          value={side}
          onChange={(value) => setSide(value as BetSide)}
        />
        <div className={styles.field}>
          <label htmlFor={lineId} className={styles.label}>
            {t('betMock.line')}
          </label>
          <select id={lineId} className={styles.select} value={line} onChange={(event) => setLine(Number(event.target.value))}>
            {LINES[market].map((value) => (
              <option key={value} value={value}>
                {formatLine(sideLine({ market, side, line: value }), market === 'handicap')}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.pair}>
          {[
            { key: 'odds', text: oddsText, set: setOddsText, invalid: odds === null },
            { key: 'stake', text: stakeText, set: setStakeText, invalid: stake === null },
          ].map((field) => (
            <TextField
              key={field.key}
              label={t(`betMock.${field.key}`)}
              kind="float"
              inputMode="decimal"
              value={field.text}
              onChange={field.set}
              clearable={false}
              error={field.invalid ? t(field.key === 'odds' ? 'betMock.invalidOdds' : 'betMock.invalidStake') : null}
            />
          ))}
        </div>
      </section>

      <section className={styles.card} aria-label={t('betMock.score')}>
        <h2 className={styles.cardTitle}>{t('betMock.score')}</h2>
        <div className={styles.pair}>
          <GoalStepper team="home" value={score.home} onChange={(home) => setScore((current) => ({ ...current, home }))} />
          <GoalStepper team="away" value={score.away} onChange={(away) => setScore((current) => ({ ...current, away }))} />
        </div>
      </section>

      {settled ? (
        <section className={styles.result} aria-live="polite" aria-label={t('betMock.result')}>
          <p className={styles.bet}>{betLabel(market, side, line)}</p>
          <p className={`${styles.outcome} ${article[settled.outcome]}`}>{t(`outcome.${settled.outcome}`)}</p>
          <dl className={styles.figures}>
            <div>
              <dt>{t('betMock.returned')}</dt>
              <dd>{money(settled.payout)}</dd>
            </div>
            <div>
              <dt>{t('betMock.profit')}</dt>
              <dd>{money(settled.profit)}</dd>
            </div>
          </dl>
          {settled.parts.length > 1 ? (
            <>
              <h2 className={styles.cardTitle}>{t('betMock.parts')}</h2>
              <ul className={styles.parts}>
                {settled.parts.map((part) => (
                  <li key={part.line} className={styles.part}>
                    <span>{t('betMock.part', { stake: money(part.stake), line: formatLine(sideLine({ market, side, line: part.line }), market === 'handicap') })}</span>
                    <span className={article[part.result]}>{t(`outcome.${part.result}`)}</span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ) : null}

      <Link to={PATHS.handicapTutorial} className={styles.link}>
        {t('link.handicapTutorial')}
      </Link>
    </div>
  );
}
