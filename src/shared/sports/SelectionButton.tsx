import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { toggleBetSelection, useIsBetSelected, type BetSelection } from '@/shared/bet-cart/bet-selection-store';
import { formatOdds } from '@/shared/lib/odds';
import { selectionKey, useOddsMovement } from '@/shared/live/odds-movement';
import { useUserSettings } from '@/shared/settings/use-user-settings';
import { LockIcon } from '@/shared/ui/icons/ui/status-icons';
import styles from './SelectionButton.module.css';

export interface SelectionButtonProps {
  selection: BetSelection;
  /** What the option is: a side, a line ("+0/0.5", "Over 2.5") or a score. */
  label: string;
  /** The odds are below 0 or the market is not open (ss != 1): shown as a lock, not selectable. */
  locked: boolean;
  /** 'row' puts label and odds side by side (market lists); 'cell' stacks them (a match row's market columns). */
  layout?: 'row' | 'cell';
  /** What a tap does with the selection; the bet cart's toggle unless a screen needs another reaction. */
  onSelect?: (selection: BetSelection) => void;
}

function SelectionButtonView({ selection, label, locked, layout = 'cell', onSelect = toggleBetSelection }: SelectionButtonProps) {
  const { t } = useTranslation('sports');
  const { oddsFormat } = useUserSettings();
  const selected = useIsBetSelected(selection.marketId, selection.optionType);
  const movement = useOddsMovement(selectionKey(selection.matchId, selection.marketId, selection.optionType));
  const odds = locked ? null : formatOdds(selection.odds, oddsFormat);
  const shut = odds === null;

  return (
    <button
      type="button"
      className={styles.button}
      data-layout={layout}
      data-movement={shut ? undefined : (movement ?? undefined)}
      aria-pressed={selected}
      disabled={shut}
      onClick={(event) => {
        event.stopPropagation();
        onSelect(selection);
      }}
    >
      <span className={styles.label}>{label}</span>
      {shut ? (
        <LockIcon className={styles.lock} size={16} title={t('locked')} />
      ) : (
        <span className={styles.odds}>
          {odds}
          {movement ? (
            <span className={styles.move} aria-label={t(`selection.${movement}`)} role="img">
              {movement === 'up' ? '▲' : '▼'}
            </span>
          ) : null}
        </span>
      )}
    </button>
  );
}

const sameSelection = (a: BetSelection, b: BetSelection) =>
  (Object.keys(a) as (keyof BetSelection)[]).every((key) => Object.is(a[key], b[key])) &&
  Object.keys(a).length === Object.keys(b).length;

/** One bettable selection; memoised on the selection's values so a list row re-renders only when its own data changes. */
export const SelectionButton = memo(
  SelectionButtonView,
  (previous, next) =>
    previous.label === next.label &&
    previous.locked === next.locked &&
    previous.layout === next.layout &&
    previous.onSelect === next.onSelect &&
    sameSelection(previous.selection, next.selection),
);
