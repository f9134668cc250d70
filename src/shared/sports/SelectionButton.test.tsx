import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { betSelectionStore, type BetSelection } from '@/shared/bet-cart/bet-selection-store';
import { betSelection } from '@/shared/bet-cart/bet-selection-test-data';
import { i18n, initI18n } from '@/shared/i18n';
import { oddsMovement, selectionKey } from '@/shared/live/odds-movement';
import { setUserSettings } from '@/shared/settings/user-settings';
import { SelectionButton, type SelectionButtonProps } from './SelectionButton';

beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n('en');
  else await i18n.changeLanguage('en');
  await i18n.loadNamespaces('sports');
});

afterEach(() => {
  cleanup();
  betSelectionStore.reset();
  oddsMovement.clear();
});

const selection: BetSelection = betSelection({ matchId: 7, marketId: 70, odds: 1.955 });

const show = (props: Partial<SelectionButtonProps> = {}) =>
  render(
    <I18nextProvider i18n={i18n}>
      <SelectionButton selection={selection} label="1" locked={false} {...props} />
    </I18nextProvider>,
  );

describe('SelectionButton', () => {
  it('shows the odds in the chosen format and toggles the selection in the bet selections', () => {
    show();
    const button = screen.getByRole('button', { name: /1\s*1\.96/ });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(betSelectionStore.get()).toEqual([selection]);
    fireEvent.click(button);
    expect(betSelectionStore.get()).toEqual([]);
  });

  it('shows Hong Kong odds as decimal minus one', () => {
    setUserSettings({ oddsFormat: 2 });
    show();
    expect(screen.getByRole('button')).toHaveTextContent('0.96');
  });

  it('is a disabled lock when the market is locked or the odds are negative', () => {
    show({ locked: true });
    cleanup();
    show({ selection: { ...selection, odds: -999 } });
    const button = screen.getByRole('button');
    expect(button).toBeDisabled();
    expect(screen.getByRole('img', { name: 'Locked' })).toBeInTheDocument();
    fireEvent.click(button);
    expect(betSelectionStore.get()).toEqual([]);
  });

  it('marks a move up for 2 s after the odds rose', () => {
    vi.useFakeTimers();
    try {
      show();
      act(() => oddsMovement.record(selectionKey(7, 70, 1), 1.8, 1.955));
      expect(screen.getByRole('img', { name: 'odds up' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(2000));
      expect(screen.queryByRole('img', { name: 'odds up' })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('hands the selection to onSelect when a screen gives one', () => {
    const onSelect = vi.fn();
    show({ onSelect });
    fireEvent.click(screen.getByRole('button'));
    expect(onSelect).toHaveBeenCalledWith(selection);
    expect(betSelectionStore.get()).toEqual([]);
  });
});
