import type { BetSelection } from '@/shared/bet-cart/bet-selection-store';
import type { Market, MarketGroup, MatchRecord, Option } from '@/shared/api/generated/sports/model';

export interface SelectionNames {
  matchName: string;
  marketName: string;
  optionName: string;
}

/** The bet-cart selection of one option of one line, with the names the cart shows. */
export function toBetSelection(
  match: Pick<MatchRecord, 'id' | 'sid'>,
  group: Pick<MarketGroup, 'mty' | 'pe'>,
  market: Pick<Market, 'id' | 'li'>,
  option: Pick<Option, 'ty' | 'od'>,
  names: SelectionNames,
): BetSelection {
  return {
    matchId: match.id,
    marketId: market.id,
    optionType: option.ty,
    odds: option.od,
    sportId: match.sid,
    marketType: group.mty,
    ...(group.pe === undefined ? {} : { period: group.pe }),
    ...(market.li === undefined ? {} : { line: market.li }),
    ...names,
  };
}

/** "Home vs Away", or the outright's name. */
export function matchNameOf(match: Pick<MatchRecord, 'ts' | 'nm' | 'lg'>, versus: string): string {
  const [home, away] = match.ts;
  if (home && away) return `${home.na} ${versus} ${away.na}`;
  return match.nm?.trim() || match.lg.na;
}
