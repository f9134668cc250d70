// Texts of the live mock data that come from the sportsbook's own data: team names in each answer language, and
// the names of a selection (match, market, option) as the bet cart shows them.
import type { MatchRecord } from '@/shared/api/generated/sports/model';
import { db } from '../db';
import type { TextLanguage, Texts } from '../handlers/text-language';
import { marketGroupName, marketKind, selectionNames } from './sports-labels';
import type { SportLanguage } from './sports-texts';

export const TEXT_LANGUAGES: readonly TextLanguage[] = ['vi', 'zh', 'en'];
const SPORT_LANGUAGE: Readonly<Record<TextLanguage, SportLanguage>> = { vi: 'VIE', zh: 'CMN', en: 'ENG' };

/** One text per answer language, built by `make`. */
export const textsOf = (make: (language: TextLanguage) => string): Texts => ({ vi: make('vi'), zh: make('zh'), en: make('en') });

/** The home and away names of a match in `language` (the record's English names when a team is not in the catalogue). */
export function teamsIn(match: Pick<MatchRecord, 'ts'>, language: TextLanguage): [string, string] {
  const name = (index: 0 | 1) => {
    const team = match.ts[index];
    if (!team) return '';
    const record = db.teams.findFirst((q) => q.where({ id: team.id }));
    return record?.names[SPORT_LANGUAGE[language]] ?? team.na;
  };
  return [name(0), name(1)];
}

/** "Home - Away" in `language`. */
export const matchNameIn = (match: Pick<MatchRecord, 'ts'>, language: TextLanguage): string => teamsIn(match, language).join(' - ');

export interface SelectionRef {
  marketType: number;
  period?: number | undefined;
  line?: string | undefined;
  optionType: number;
}

export interface SelectionTexts {
  matchName: string;
  marketName: string;
  optionName: string;
}

/** The names of one selection of a match in `language`: "Arsenal - Chelsea", "Asian Handicap", "Arsenal -0.5". */
export function selectionTextsIn(match: Pick<MatchRecord, 'ts'>, selection: SelectionRef, language: TextLanguage): SelectionTexts {
  const teams = teamsIn(match, language);
  const sportLanguage = SPORT_LANGUAGE[language];
  const { na, nm } = selectionNames(sportLanguage, selection.marketType, selection.optionType, selection.line, teams);
  const optionName = nm === undefined || nm === na ? na : marketKind(selection.marketType) === 'handicap' ? `${na} ${nm}` : nm;
  return { matchName: teams.join(' - '), marketName: marketGroupName(sportLanguage, selection.marketType, selection.period), optionName };
}
