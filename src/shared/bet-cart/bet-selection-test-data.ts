import type { BetSelection } from './bet-selection-store';

/** A home pick on a soccer 1X2 market (match 10, market 1, option 1, odds 1.9) for tests, with any field changed. */
export function betSelection(change: Partial<BetSelection> = {}): BetSelection {
  return {
    matchId: 10,
    marketId: 1,
    optionType: 1,
    odds: 1.9,
    sportId: 1,
    marketType: 1005,
    period: 1001,
    matchName: 'Home vs Away',
    marketName: '1X2',
    optionName: 'Home',
    ...change,
  };
}
