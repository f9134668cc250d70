import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceChips } from '@/shared/ui/chips/ChoiceChips';
import chipStyles from '@/shared/ui/chips/chips.module.css';
import type { ResultLeague } from '@/shared/api/generated/sports/model';
import { useSportsTexts } from '@/shared/sports/sports-texts';
import { DatePicker } from '@/shared/ui/date-picker/DatePicker';
import { DAY_PRESETS, isoDay, RESULT_MAX_DAYS, RESULT_SPORT_IDS } from '../lib/result-display';
import type { DayChoice, ResultFilterState } from '../hooks/use-result-filter';
import { LeagueFilterSheet } from './LeagueFilterSheet';
import styles from './Results.module.css';

const DAY_MS = 86_400_000;
const DAY_CHOICES: readonly DayChoice[] = [...DAY_PRESETS, 'custom'];

export interface ResultFiltersProps {
  state: ResultFilterState;
  now: number;
  /** The leagues with results for the sport and days (from the unfiltered list). */
  leagues: readonly ResultLeague[];
  onSport: (sportId: number) => void;
  onDay: (day: DayChoice) => void;
  onCustom: (from: string, to: string) => void;
  onLeagues: (leagueIds: number[]) => void;
}

/** Sport chips, the day choice (with a custom range of up to 30 days back) and the league filter. */
export function ResultFilters({ state, now, leagues, onSport, onDay, onCustom, onLeagues }: ResultFiltersProps) {
  const { t } = useTranslation('sports-results');
  const texts = useSportsTexts();
  const [pickingLeagues, setPickingLeagues] = useState(false);
  const today = isoDay(now);
  const earliest = isoDay(now - RESULT_MAX_DAYS * DAY_MS);

  return (
    <div className={chipStyles.filters}>
      <ChoiceChips
        label={t('filter.sport')}
        options={RESULT_SPORT_IDS}
        isChosen={(sid) => state.sportId === sid}
        onChoose={onSport}
        optionLabel={texts.sport}
        className={styles.chips}
      />
      <ChoiceChips
        label={t('filter.day')}
        options={DAY_CHOICES}
        isChosen={(day) => state.day === day}
        onChoose={onDay}
        optionLabel={(day) => t(`day.${day}`)}
        className={styles.chips}
      />
      {state.day === 'custom' ? (
        <div className={styles.customRange}>
          <DatePicker label={t('day.from')} value={state.from} min={earliest} max={state.to || today} onChange={(from) => onCustom(from, state.to)} />
          <DatePicker label={t('day.to')} value={state.to} min={state.from || earliest} max={today} onChange={(to) => onCustom(state.from, to)} />
        </div>
      ) : null}
      {leagues.length > 0 ? (
        <button type="button" className={styles.leagueButton} aria-haspopup="dialog" onClick={() => setPickingLeagues(true)}>
          {state.leagueIds.length > 0
            ? t('leagues.some', { count: state.leagueIds.length })
            : t('leagues.all')}
        </button>
      ) : null}
      {pickingLeagues ? (
        <LeagueFilterSheet leagues={leagues} selected={state.leagueIds} onApply={onLeagues} onClose={() => setPickingLeagues(false)} />
      ) : null}
    </div>
  );
}
