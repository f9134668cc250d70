import { useTranslation } from 'react-i18next';
import { formatOdds } from '@/shared/lib/odds';
import { EXAMPLE_ODDS, EXAMPLE_STAKE, type HelpExample } from '../lib/help-content';
import { formatLine, parlayOdds, settleBet, sideLine, type BetSide, type Outcome } from '@/shared/lib/settlement';
import styles from './Help.module.css';

const money = (amount: number) => amount.toFixed(2);

/** "Home -0/0.5" or "Over 2.5/3": the picked side and its line as a player reads it. */
export function useBetLabel() {
  const { t } = useTranslation('sports-help');
  return (market: 'handicap' | 'total', side: BetSide, line: number) =>
    `${t(`side.${side}`)} ${formatLine(sideLine({ market, side, line }), market === 'handicap')}`;
}

/** One row: its heading cell (with an optional outcome colour) and its other cells. */
interface Row {
  key: string;
  head: string;
  headOutcome?: Outcome | 'void';
  cells: { text: string; outcome?: Outcome | 'void' }[];
}

function ExampleTable({ caption, columns, rows }: { caption: string; columns: readonly string[]; rows: readonly Row[] }) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className={row.headOutcome ? styles[row.headOutcome] : undefined}>
              {row.head}
            </th>
            {row.cells.map((cell, index) => (
              <td key={index} className={cell.outcome ? styles[cell.outcome] : undefined}>
                {cell.text}
              </td>
            ))}
          </tr>
        ))}
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
  const betLabel = useBetLabel();
  const price = formatOdds(EXAMPLE_ODDS);
  const outcomeText = (outcome: Outcome | 'void') => t(`outcome.${outcome}`);
  let table: { caption: string; columns: string[]; rows: Row[] };

  switch (example.kind) {
    case 'score': {
      const bet = { market: example.market, side: example.side, line: example.line, odds: EXAMPLE_ODDS, stake: EXAMPLE_STAKE };
      table = {
        caption: t('example.caption', { bet: betLabel(example.market, example.side, example.line), stake: EXAMPLE_STAKE, odds: price }),
        columns: [t('example.score'), t('example.result'), t('example.returned')],
        rows: example.scores.map(([home, away]) => {
          const settled = settleBet(bet, { home, away });
          return {
            key: `${home}-${away}`,
            head: `${home}-${away}`,
            cells: [{ text: outcomeText(settled.outcome), outcome: settled.outcome }, { text: money(settled.payout) }],
          };
        }),
      };
      break;
    }
    case 'odds':
      table = {
        caption: t('example.oddsCaption', { stake: EXAMPLE_STAKE }),
        columns: [t('example.decimal'), t('example.hongKong'), t('example.returned')],
        rows: example.odds.map((odds) => ({
          key: String(odds),
          head: formatOdds(odds, 1) ?? '',
          cells: [{ text: formatOdds(odds, 2) ?? '' }, { text: money(EXAMPLE_STAKE * odds) }],
        })),
      };
      break;
    case 'outcomes':
      table = {
        caption: t('example.outcomeCaption', { stake: EXAMPLE_STAKE, odds: price }),
        columns: [t('example.result'), t('example.returned')],
        rows: example.outcomes.map((outcome) => ({
          key: outcome,
          head: outcomeText(outcome),
          headOutcome: outcome,
          cells: [{ text: money(EXAMPLE_STAKE * RETURN_PER_UNIT[outcome]) }],
        })),
      };
      break;
    case 'parlay':
      table = {
        caption: t('example.parlayCaption', { stake: EXAMPLE_STAKE, legs: example.legs.map((odds) => formatOdds(odds)).join(' × ') }),
        columns: [t('example.legs'), t('example.combined'), t('example.returned')],
        rows: example.rows.map((row) => {
          const combined = parlayOdds(row.map((outcome, index) => ({ odds: example.legs[index] ?? 1, outcome })));
          return {
            key: row.join('-'),
            head: row.map(outcomeText).join(' / '),
            cells: [{ text: String(Math.round(combined * 1000) / 1000) }, { text: money(EXAMPLE_STAKE * combined) }],
          };
        }),
      };
      break;
  }
  return <ExampleTable {...table} />;
}
