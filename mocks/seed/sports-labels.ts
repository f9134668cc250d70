// How the mock provider names a market group and its selections in one data language. The seed names everything in
// ENG with these functions; the handlers call them again with the language a request asks for.
import { MARKET_TYPES, SCORE_PERIODS, WORDS, type MarketKind, type SportLanguage } from './sports-texts';

/** "0.25" -> "0/0.5", "1" -> "1", "0.75" -> "0.5/1" (Asian quarter lines). */
export function asianLine(abs: number): string {
  const quarters = Math.round(abs * 4);
  if (quarters % 2 === 0) return String(abs);
  return `${(quarters - 1) / 4}/${(quarters + 1) / 4}`;
}

/** Labels of a handicap line given from the home side: -0.25 -> ["-0/0.5", "+0/0.5"]. */
export function handicapLabels(line: number): [string, string] {
  if (line === 0) return ['0', '0'];
  const text = asianLine(Math.abs(line));
  return line < 0 ? [`-${text}`, `+${text}`] : [`+${text}`, `-${text}`];
}

/** The kind of a market type (how its selections are named and settled); unknown types count as two-way. */
export const marketKind = (mty: number): MarketKind => MARKET_TYPES[mty]?.kind ?? 'twoWay';

/** True for the period that covers a whole match (1001 soccer, 3001 basketball, sport id × 1000 + 1 otherwise). */
export const isWholeMatch = (pe: number | undefined): boolean => pe === undefined || pe % 1000 === 1;

/** "Asian Handicap", or "Asian Handicap - 1st Half" for a part of the match. */
export function marketGroupName(language: SportLanguage, mty: number, pe: number | undefined): string {
  const name = MARKET_TYPES[mty]?.name[language] ?? String(mty);
  if (isWholeMatch(pe)) return name;
  const period = SCORE_PERIODS.get(pe ?? 0);
  return period ? `${name} - ${period[language]}` : name;
}

export interface SelectionNames {
  na: string;
  nm?: string;
}

const DOUBLE_CHANCE: Record<number, { nm: string; sides: ['home' | 'draw' | 'away', 'home' | 'draw' | 'away'] }> = {
  35: { nm: '1X', sides: ['home', 'draw'] },
  36: { nm: '12', sides: ['home', 'away'] },
  37: { nm: 'X2', sides: ['draw', 'away'] },
};

/** The correct-score selection type of a score: 100 + 10 × home + away (facts 4.9). */
export const correctScoreType = (home: number, away: number): number => 100 + 10 * home + away;

/**
 * Names of one selection. `teams` are the home and away names in `language`; outright selections are named by
 * their contender and are not handled here.
 */
export function selectionNames(
  language: SportLanguage,
  mty: number,
  ty: number,
  li: string | undefined,
  teams: readonly [string, string],
): SelectionNames {
  const [home, away] = teams;
  const side = (which: 'home' | 'draw' | 'away'): string => (which === 'home' ? home : which === 'away' ? away : WORDS.draw[language]);
  const line = Number(li ?? 0);
  switch (marketKind(mty)) {
    case 'handicap': {
      const labels = handicapLabels(line);
      return ty === 1 ? { na: home, nm: labels[0] } : { na: away, nm: labels[1] };
    }
    case 'total': {
      const word = ty === 4 ? WORDS.over[language] : WORDS.under[language];
      return { na: word, nm: `${word} ${asianLine(Math.abs(line))}` };
    }
    case 'yesNo':
      return { na: ty === 8 ? WORDS.yes[language] : WORDS.no[language] };
    case 'oddEven':
      return { na: ty === 7 ? WORDS.odd[language] : WORDS.even[language] };
    case 'doubleChance': {
      const entry = DOUBLE_CHANCE[ty] ?? DOUBLE_CHANCE[35];
      const [a, b] = entry?.sides ?? ['home', 'draw'];
      return { na: `${side(a)} ${WORDS.or[language]} ${side(b)}`, nm: entry?.nm ?? '1X' };
    }
    case 'correctScore': {
      const score = ty - 100;
      return { na: `${Math.floor(score / 10)}-${score % 10}` };
    }
    default:
      return { na: side(ty === 1 ? 'home' : ty === 2 ? 'away' : 'draw') };
  }
}
