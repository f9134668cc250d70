import type { SeriesOption } from '@/shared/api/generated/sports/model';
import type { OddsMove } from '@/shared/lib/odds';

/**
 * The selections the player picked from the sportsbook's markets (SPEC.md section 4 "Bet cart"): selecting an
 * option already selected removes it; picking another option of a market already chosen replaces the old one.
 */
export interface BetSelection {
  matchId: number;
  /** Market id (mks.id), sent as `marketId` when betting. */
  marketId: number;
  /** Selection type (op.ty), sent as `optionType`. */
  optionType: number;
  /** European odds when the selection was picked. */
  odds: number;
  sportId: number;
  /** Market type (mty). */
  marketType: number;
  /** Market period (pe); outright groups have none. */
  period?: number;
  /** The market's line (li), when it has one. */
  line?: string;
  matchName: string;
  marketName: string;
  optionName: string;
}

/** One selection in the bet cart, with what the latest quote said about its market (SPEC.md section 3). */
export interface CartItem extends BetSelection {
  /** Stake limits from the quote (0 = no limit). */
  smin: number;
  smax: number;
  /** Market status: 1 open, 0 suspended, -1 closed. */
  ss: number;
  /** 1 when the market may be part of a multiple. */
  au: number;
  /** Reason text from the quote (the soccer handicap score at quote time). */
  re?: string;
  ip?: boolean;
  /** Cleared to 'none' 2 s after a change. */
  oddsMove: OddsMove;
  /** Old market id when the quote answered with omid (the line moved). */
  replacedFrom?: number;
  /** Translated reason after a rejected bet. */
  rejection?: string;
}

export type CartTab = 'single' | 'multiple';

/** The whole cart: its items and everything the player typed, so a reload loses nothing. */
export interface CartState {
  items: readonly CartItem[];
  /** The cart bar shows (a selection was added since the cart was last cleared). */
  open: boolean;
  /** The bottom sheet is expanded over the screen. */
  expanded: boolean;
  tab: CartTab;
  /** Stake per single, as typed, by market id. */
  stakes: Readonly<Record<string, string>>;
  /** Unit stake per multiple row, as typed, by series number (sos.sn). */
  seriesStakes: Readonly<Record<string, string>>;
  /** The "stake on all" amount, as typed. */
  stakeAll: string;
  /** The multiple rows of the latest quote that asked for them. */
  series: readonly SeriesOption[];
}

export const EMPTY_CART: CartState = Object.freeze({
  items: [],
  open: false,
  expanded: false,
  tab: 'single',
  stakes: {},
  seriesStakes: {},
  stakeAll: '',
  series: [],
});
