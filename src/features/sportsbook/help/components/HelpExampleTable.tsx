import { useTranslation } from 'react-i18next';
import { formatOdds } from '@/shared/lib/odds';
import { EXAMPLE_ODDS, EXAMPLE_STAKE, type HelpExample, type ScoreExample } from '../lib/help-content';
import { formatLine, parlayOdds, settleBet, sideLine, type BetSide, type Outcome } from '../lib/settlement';
import styles from './Help.module.css';

const money = (amount: number) => amount.toFixed(2);

/** "Home -0/0.5" or "Over 2.5/3": the picked side and its line as a player reads it. */
export function useBetLabel() {
  const { t } = useTranslation('sports-help');
  return (market: 'handicap' | 'total', side: BetSide, line: number) =>
    `${t(`side.${side}`)} ${formatLine(sideLine({ market, side, line }), market === 'handicap')}`;
}

function ScoreTable({ example }: { example: ScoreExample }) {
  const { t } = useTranslation('sports-help');
  const betLabel = useBetLabel();
  const bet = { market: example.market, side: example.side, line: example.line, odds: EXAMPLE_ODDS, stake: EXAMPLE_STAKE };
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>
        {t('example.caption', { bet: betLabel(example.market, example.side, example.line), stake: EXAMPLE_STAKE, odds: formatOdds(EXAMPLE_ODDS) })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('example.score')}</th>
          <th scope="col">{t('example.result')}</th>
          <th scope="col">{t('example.returned')}</th>
        </tr>
      </thead>
      <tbody>
        {example.scores.map(([home, away]) => {
          const settled = settleBet(bet, { home, away });
          return (
            <tr key={`${home}-${away}`}>
              <th scope="row">{`${home}-${away}`}</th>
              <td className={styles[settled.outcome]}>{t(`outcome.${settled.outcome}`)}</td>
              <td>{money(settled.payout)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

const RETURN_PER_UNIT: Record<Outcome | 'void', number> = {
  win: EXAMPLE_ODDS,
  halfWin: (1 + EXAMPLE_ODDS) / 2,
  push: 1,
  void: 1,
  halfLoss: 0.5,
  loss: 0,
};

/** A worked example of a help section, computed from the settlement rules. */
export function HelpExampleTable({ example }: { example: HelpExample }) {
  const { t } = useTranslation('sports-help');
  if (example.kind === 'score') return <ScoreTable example={example} />;
  if (example.kind === 'odds') {
    return (
      <table className={styles.table}>
        <caption className={styles.caption}>{t('example.oddsCaption', { stake: EXAMPLE_STAKE })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('example.decimal')}</th>
            <th scope="col">{t('example.hongKong')}</th>
            <th scope="col">{t('example.returned')}</th>
          </tr>
        </thead>
        <tbody>
          {example.odds.map((odds) => (
            <tr key={odds}>
              <th scope="row">{formatOdds(odds, 1)}</th>
              <td>{formatOdds(odds, 2)}</td>
              <td>{money(EXAMPLE_STAKE * odds)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  if (example.kind === 'outcomes') {
    return (
      <table className={styles.table}>
        <caption className={styles.caption}>{t('example.outcomeCaption', { stake: EXAMPLE_STAKE, odds: formatOdds(EXAMPLE_ODDS) })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('example.result')}</th>
            <th scope="col">{t('example.returned')}</th>
          </tr>
        </thead>
        <tbody>
          {example.outcomes.map((outcome) => (
            <tr key={outcome}>
              <th scope="row" className={styles[outcome]}>
                {t(`outcome.${outcome}`)}
              </th>
              <td>{money(EXAMPLE_STAKE * RETURN_PER_UNIT[outcome])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>
        {t('example.parlayCaption', { stake: EXAMPLE_STAKE, legs: example.legs.map((odds) => formatOdds(odds)).join(' × ') })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('example.legs')}</th>
          <th scope="col">{t('example.combined')}</th>
          <th scope="col">{t('example.returned')}</th>
        </tr>
      </thead>
      <tbody>
        {example.rows.map((row) => {
          const combined = parlayOdds(row.map((outcome, index) => ({ odds: example.legs[index] ?? 1, outcome })));
          return (
            <tr key={row.join('-')}>
              <th scope="row">{row.map((outcome) => t(`outcome.${outcome}`)).join(' / ')}</th>
              <td>{combined.toFixed(3).replace(/0+$/, '').replace(/\.$/, '')}</td>
              <td>{money(EXAMPLE_STAKE * combined)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
