import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ResultFilter } from '@/shared/sports/result-queries';
import { customRange, DAY_PRESETS, presetRange, RESULT_SPORT_IDS, type DayPreset } from '../lib/result-display';

export type DayChoice = DayPreset | 'custom';

export interface ResultFilterState {
  sportId: number;
  day: DayChoice;
  /** yyyy-MM-dd of a custom range ('' until chosen). */
  from: string;
  to: string;
  leagueIds: number[];
}

const DEFAULT_SPORT = 1;

function readState(params: URLSearchParams): ResultFilterState {
  const sport = Number(params.get('sport'));
  const day = params.get('day');
  const leagues = (params.get('leagues') ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  return {
    sportId: (RESULT_SPORT_IDS as readonly number[]).includes(sport) ? sport : DEFAULT_SPORT,
    day: day === 'custom' || DAY_PRESETS.includes(day as DayPreset) ? (day as DayChoice) : 'today',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    leagueIds: [...new Set(leagues)],
  };
}

function writeState(state: ResultFilterState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.sportId !== DEFAULT_SPORT) params.set('sport', String(state.sportId));
  if (state.day !== 'today') params.set('day', state.day);
  if (state.day === 'custom') {
    if (state.from) params.set('from', state.from);
    if (state.to) params.set('to', state.to);
  }
  if (state.leagueIds.length > 0) params.set('leagues', state.leagueIds.join(','));
  return params;
}

/**
 * The results filter, kept in the address (sport, day, from, to, leagues) so that coming back from a match's
 * result shows the same list. `filter` is null while a custom range is incomplete or reversed.
 */
export function useResultFilter() {
  const [params, setParams] = useSearchParams();
  const [now] = useState(() => Date.now());
  const state = readState(params);
  const range = state.day === 'custom' ? customRange(state.from, state.to) : presetRange(state.day, now);
  const filter: ResultFilter | null = range ? { sportId: state.sportId, ...range, leagueIds: state.leagueIds } : null;

  const change = (patch: Partial<ResultFilterState>) => setParams(writeState({ ...state, ...patch }), { replace: true });
  return {
    state,
    filter,
    now,
    /** A new sport or day clears the league choice: the leagues belong to the old list. */
    setSport: (sportId: number) => change({ sportId, leagueIds: [] }),
    setDay: (day: DayChoice) => change({ day, leagueIds: [] }),
    setCustom: (from: string, to: string) => change({ day: 'custom', from, to, leagueIds: [] }),
    setLeagues: (leagueIds: number[]) => change({ leagueIds }),
  };
}
