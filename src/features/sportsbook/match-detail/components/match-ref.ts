import type { MarketGroup } from '@/shared/api/generated/sports/model';
import type { BettingState } from '../market-layout';

/** What the market components need to know about their match (kept small so they redraw only for their own data). */
export interface MatchRef {
  id: number;
  sid: number;
  /** 1 outright, 2 normal match. */
  ty: number;
  /** "Home vs Away" or the outright's name, for the bet cart. */
  name: string;
  home: string;
  away: string;
}

/** What each market layout (lines, correct-score grid, outright list) draws from. */
export interface MarketBodyProps {
  match: MatchRef;
  group: MarketGroup;
  /** The market's name as the bet cart shows it. */
  marketName: string;
  state: BettingState;
}
