import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MatchRecord } from '@/shared/api/generated/sports/model';
import { matchNameOf } from '@/shared/bet-cart/bet-selection';
import type { MatchRef } from '../components/match-ref';

/**
 * What the market components read of the match: only what they show, the same object while those values stay, so a
 * score or clock push does not redraw the markets.
 */
export function useMatchRef(match: MatchRecord): MatchRef {
  const { t } = useTranslation('match-detail');
  const name = matchNameOf(match, t('versus'));
  const home = match.ts[0]?.na ?? '';
  const away = match.ts[1]?.na ?? '';
  const { id, sid, ty } = match;
  return useMemo(() => ({ id, sid, ty, name, home, away }), [id, sid, ty, name, home, away]);
}
