import { useTranslation } from 'react-i18next';
import type { Market, MarketGroup, Option } from '@/shared/api/generated/sports/model';
import { SelectionButton } from '@/shared/sports/SelectionButton';
import { toBetSelection } from '@/shared/bet-cart/bet-selection';
import { isSelectionLocked, type BettingState } from '../market-layout';
import type { MatchRef } from './match-ref';
import { optionNameOf } from './market-names';

export interface MarketSelectionProps {
  match: MatchRef;
  group: MarketGroup;
  market: Market;
  option: Option;
  /** The market's name as the bet cart shows it. */
  marketName: string;
  state: BettingState;
  layout: 'row' | 'cell';
  /** The selection's label when it is not its own name (a correct score reads "2-1"). */
  label?: string;
}

/** One option of one line as a selection button, locked when the option, its line or the match takes no bets. */
export function MarketSelection({ match, group, market, option, marketName, state, layout, label }: MarketSelectionProps) {
  const { t } = useTranslation('match-detail');
  const optionName = label ?? optionNameOf(option, t);
  return (
    <SelectionButton
      layout={layout}
      label={optionName}
      locked={isSelectionLocked(market, option, state)}
      selection={toBetSelection(match, group, market, option, { matchName: match.name, marketName, optionName })}
    />
  );
}
