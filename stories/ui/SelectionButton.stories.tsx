import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { betSelectionStore, type BetSelection } from '@/shared/bet-cart/bet-selection-store';
import { oddsMovement, selectionKey } from '@/shared/live/odds-movement';
import { setUserSettings } from '@/shared/settings/user-settings';
import { SelectionButton } from '@/shared/sports/SelectionButton';
import { text } from '../support/text';

const selection: BetSelection = {
  matchId: 4_100_001,
  marketId: 41_000_011,
  optionType: 1,
  odds: 1.87,
  sportId: 1,
  marketType: 1000,
  period: 1001,
  line: '-0.25',
  matchName: 'Hanoi Stars vs Saigon Rovers',
  marketName: 'Asian handicap',
  optionName: 'Hanoi Stars',
};

const meta = preview.meta({
  title: 'UI/SelectionButton',
  component: SelectionButton,
  args: { selection, label: '-0/0.5', locked: false, layout: 'cell' } as const,
  decorators: [(Story) => <div style={{ width: 120, padding: 16 }}>{Story()}</div>],
  beforeEach: () => {
    betSelectionStore.reset();
    oddsMovement.clear();
    return () => {
      betSelectionStore.reset();
      oddsMovement.clear();
      setUserSettings({ oddsFormat: 1 });
    };
  },
});

/** Decimal odds; a tap selects the option for the bet cart and a second tap removes it. */
export const Open = meta.story({
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: /-0\/0\.5\s*1\.87/ });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(betSelectionStore.get()).toEqual([selection]);
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
});

/** Hong Kong odds are decimal minus one. */
export const HongKongOdds = meta.story({
  beforeEach: () => {
    setUserSettings({ oddsFormat: 2 });
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveTextContent('0.87');
  },
});

/** A suspended market: a lock instead of the odds, and nothing to select. */
export const Locked = meta.story({
  args: { locked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toBeDisabled();
    await expect(canvas.getByRole('img', { name: text('sports:locked') })).toBeVisible();
  },
});

/** Odds that just went up show an up marker for 2 s. */
export const OddsUp = meta.story({
  args: { selection: { ...selection, odds: 1.95 } },
  play: async ({ canvas }) => {
    oddsMovement.record(selectionKey(selection.matchId, selection.marketId, selection.optionType), 1.87, 1.95);
    await expect(await canvas.findByRole('img', { name: text('sports:selection.up') })).toBeVisible();
  },
});

/** The list layout used by market lists: label and odds on one line. */
export const RowLayout = meta.story({
  args: { layout: 'row', label: 'Hanoi Stars' },
  decorators: [(Story) => <div style={{ width: 320, padding: 16 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveTextContent('Hanoi Stars1.87');
  },
});
