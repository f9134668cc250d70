import type { BetSide, Outcome } from '@/shared/lib/settlement';

/**
 * The outline of the two help articles. The words live in the `sports-help` messages
 * (`<article>.<section>.title`, `.p1` … `.pN`); the worked examples are computed from the same settlement rules the
 * practice screen uses, so a table can never disagree with how a bet settles.
 */

/** A table of final scores for one bet: what the bet does at each score. */
export interface ScoreExample {
  kind: 'score';
  market: 'handicap' | 'total';
  side: BetSide;
  line: number;
  scores: readonly [number, number][];
}

/** Decimal odds beside their Hong Kong form and what 100 returns at each. */
export interface OddsExample {
  kind: 'odds';
  odds: readonly number[];
}

/** One bet of 100 at 1.90 settled each possible way. */
export interface OutcomeExample {
  kind: 'outcomes';
  outcomes: readonly (Outcome | 'void')[];
}

/** A three-leg parlay settled several ways: each row names how the legs ended. */
export interface ParlayExample {
  kind: 'parlay';
  legs: readonly number[];
  rows: readonly (readonly (Outcome | 'void')[])[];
}

export type HelpExample = ScoreExample | OddsExample | OutcomeExample | ParlayExample;

export interface HelpSection {
  id: string;
  /** How many paragraphs (p1 … pN) the section has. */
  paragraphs: number;
  example?: HelpExample;
  /** A link at the end of the section to another help screen. */
  link?: 'betMock' | 'handicapTutorial';
}

export type HelpArticleId = 'tutorial' | 'rules';

/** The stake and odds every worked example uses. */
export const EXAMPLE_STAKE = 100;
export const EXAMPLE_ODDS = 1.9;

const HANDICAP_SCORES: readonly [number, number][] = [
  [0, 1],
  [1, 1],
  [1, 0],
  [2, 0],
];

const handicapExample = (line: number): ScoreExample => ({ kind: 'score', market: 'handicap', side: 'home', line, scores: HANDICAP_SCORES });

export const HELP_ARTICLES: Record<HelpArticleId, readonly HelpSection[]> = {
  tutorial: [
    { id: 'basics', paragraphs: 3 },
    { id: 'level', paragraphs: 2, example: handicapExample(0) },
    { id: 'quarter', paragraphs: 2, example: handicapExample(-0.25) },
    { id: 'half', paragraphs: 1, example: handicapExample(-0.5) },
    { id: 'threeQuarter', paragraphs: 2, example: handicapExample(-0.75) },
    { id: 'one', paragraphs: 1, example: handicapExample(-1) },
    { id: 'bigger', paragraphs: 2 },
    {
      id: 'overUnder',
      paragraphs: 3,
      example: {
        kind: 'score',
        market: 'total',
        side: 'over',
        line: 2.75,
        scores: [
          [1, 1],
          [2, 1],
          [2, 2],
        ],
      },
    },
    { id: 'oddsFormats', paragraphs: 2, example: { kind: 'odds', odds: [1.5, 1.9, 2.5] } },
    { id: 'practice', paragraphs: 1, link: 'betMock' },
  ],
  rules: [
    { id: 'general', paragraphs: 3 },
    { id: 'oneXTwo', paragraphs: 2 },
    { id: 'handicap', paragraphs: 2, link: 'handicapTutorial' },
    { id: 'overUnder', paragraphs: 2 },
    { id: 'doubleChance', paragraphs: 2 },
    { id: 'correctScore', paragraphs: 2 },
    { id: 'settlement', paragraphs: 3, example: { kind: 'outcomes', outcomes: ['win', 'halfWin', 'push', 'void', 'halfLoss', 'loss'] } },
    {
      id: 'parlay',
      paragraphs: 3,
      example: {
        kind: 'parlay',
        legs: [1.9, 2, 1.5],
        rows: [
          ['win', 'win', 'win'],
          ['win', 'win', 'void'],
          ['win', 'halfWin', 'win'],
          ['halfLoss', 'win', 'win'],
          ['loss', 'win', 'win'],
        ],
      },
    },
    { id: 'oddsFormats', paragraphs: 1 },
    { id: 'cashOut', paragraphs: 3 },
    { id: 'reserve', paragraphs: 3 },
    { id: 'abandoned', paragraphs: 4 },
    { id: 'practice', paragraphs: 1, link: 'betMock' },
  ],
};
