import { describe, expect, it } from 'vitest';
import { selectionsToAdd, type OfferedSelection } from './follow-plan';

const offered = (marketId: number, optionType: number, result = 'open'): OfferedSelection & { result: string } => ({
  matchId: marketId * 10,
  sportId: 1,
  marketId,
  marketType: 1000,
  period: 1001,
  line: '-0.5',
  optionType,
  odds: 1.9,
  matchName: 'A - B',
  marketName: 'Handicap',
  optionName: 'A -0.5',
  result,
});

describe('following a plan', () => {
  it('adds the open selections the cart does not hold, one per market', () => {
    const added = selectionsToAdd([offered(1, 1), offered(2, 1, 'won'), offered(3, 2), offered(4, 1), offered(4, 2)], [{ marketId: 3, optionType: 2 }]);
    expect(added.map((s) => [s.marketId, s.optionType])).toEqual([[1, 1], [4, 2]]);
    expect(added[0]).toEqual({ matchId: 10, sportId: 1, marketId: 1, marketType: 1000, period: 1001, line: '-0.5', optionType: 1, odds: 1.9, matchName: 'A - B', marketName: 'Handicap', optionName: 'A -0.5' });
  });

  it('adds a shared bet (no result) unless the cart holds it', () => {
    const { result: _result, ...shared } = offered(5, 1);
    expect(selectionsToAdd([shared], [])).toHaveLength(1);
    expect(selectionsToAdd([shared], [{ marketId: 5, optionType: 1 }])).toEqual([]);
  });
});
