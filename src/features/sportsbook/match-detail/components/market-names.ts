import type { TFunction } from 'i18next';
import type { MarketGroup, Option } from '@/shared/api/generated/sports/model';
import type { SportsTexts } from '@/shared/sports/sports-texts';
import { isWholeMatch } from '../scoreboard-rules';


/**
 * The market's name: the provider's own (which already says the part of the match), else the market type's text
 * with the part of the match (half, quarter) after it.
 */
export function marketNameOf(group: Pick<MarketGroup, 'nm' | 'mty' | 'pe'>, texts: SportsTexts): string {
  const own = group.nm?.trim();
  if (own) return own;
  const name = texts.marketType(group.mty);
  return group.pe === undefined || isWholeMatch(group.pe) ? name : `${name} · ${texts.scorePeriod(group.pe)}`;
}

/** What a selection is called: its short label, its full name, or the app's text for its type. */
export function optionNameOf(option: Pick<Option, 'nm' | 'na' | 'ty'>, t: TFunction<'match-detail'>): string {
  return (
    option.nm?.trim() ||
    option.na?.trim() ||
    t(`option.${option.ty}`, { defaultValue: t('option.generic') })
  );
}
