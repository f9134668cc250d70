import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SportLanguagePackage, SportTextMap } from '@/shared/api/generated/main/model';
import { normaliseLanguage, sportsLanguageCode } from '@/shared/i18n/language';
import { sportLanguagePackageQuery } from './sport-language-queries';

/** Names a player reads for provider ids; never the raw id. */
export interface SportsTexts {
  /** Sport name by sport id (sid). */
  sport(sid: number): string;
  /** Live period name by the clock's period (mc.pe, facts 4.7); tennis sets are sportId×1000+n. */
  period(pe: number): string;
  /** Score-group or market period name (nsg pe / mg pe, facts 4.6). */
  scorePeriod(pe: number): string;
  /** Market name by market type (mty). */
  marketType(mty: number): string;
  /** Match status name (ms). */
  status(ms: number): string;
}

type Translate = (key: string) => string | undefined;

const packageText = (map: SportTextMap | undefined, id: number): string | undefined => {
  const text = map?.[String(id)]?.trim();
  return text ? text : undefined;
};

/**
 * The lookup order of every sports text: the language package's text, then the app's own message
 * (`sports:<kind>.<id>`), then the generic text of that kind (`sports:fallback.<kind>`).
 */
export function buildSportsTexts(pack: SportLanguagePackage | null | undefined, translate: Translate): SportsTexts {
  const lookup = (map: SportTextMap | undefined, kind: string, fallback: string) => (id: number) =>
    packageText(map, id) ?? translate(`${kind}.${id}`) ?? translate(`fallback.${fallback}`) ?? '';
  return {
    sport: lookup(pack?.sports, 'sport', 'sport'),
    period: lookup(pack?.periods, 'period', 'period'),
    scorePeriod: lookup(pack?.scorePeriods, 'scorePeriod', 'period'),
    marketType: lookup(pack?.marketTypes, 'market', 'market'),
    status: lookup(pack?.matchStatuses, 'status', 'status'),
  };
}

/** The sports texts in the player's language, from the provider's package with the app's messages behind it. */
export function useSportsTexts(): SportsTexts {
  const { t, i18n } = useTranslation('sports');
  const code = sportsLanguageCode(normaliseLanguage(i18n.language) ?? undefined);
  const { data } = useQuery(sportLanguagePackageQuery(code));
  const translate = useCallback<Translate>(
    (key) => (i18n.exists(key, { ns: 'sports' }) ? t(key) : undefined),
    [t, i18n],
  );
  return useMemo(() => buildSportsTexts(data, translate), [data, translate]);
}
