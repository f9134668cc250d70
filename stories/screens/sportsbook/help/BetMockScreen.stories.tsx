import preview from '../../../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { BetMockScreen } from '@/features/sportsbook/help/screens/BetMockScreen';
import { PATHS } from '@/shared/config/paths';
import type { Canvas } from '../../../support/play';
import { text } from '../../../support/text';

const meta = preview.meta({
  title: 'Screens/Sportsbook/Help/BetMockScreen',
  component: BetMockScreen,
  parameters: { route: { path: PATHS.betMock } },
});

/** The outcome line of the result (the split parts below it may name the same results). */
const outcome = (canvas: Canvas, key: string) => result(canvas).getAllByText(text(`sports-help:outcome.${key}`))[0];
const result = (canvas: Canvas) => within(canvas.getByRole('region', { name: text('sports-help:betMock.result') }));
const more = (team: 'home' | 'away') => text('sports-help:betMock.more', { team: text(`sports-help:betMock.goals.${team}`) });
const fewer = (team: 'home' | 'away') => text('sports-help:betMock.fewer', { team: text(`sports-help:betMock.goals.${team}`) });

/** Home -0.5/1, 100 at 1.90: 2-1 is half won (145.00); a third home goal wins it all; a draw loses it. */
export const Handicap = meta.story({
  play: async ({ canvas, userEvent }) => {
    await expect(outcome(canvas, 'halfWin')).toBeVisible();
    await expect(result(canvas).getByText('145.00')).toBeVisible();
    await expect(result(canvas).getByText('45.00')).toBeVisible();
    await expect(result(canvas).getAllByRole('listitem')).toHaveLength(2);

    await userEvent.click(canvas.getByRole('button', { name: more('home') }));
    await expect(outcome(canvas, 'win')).toBeVisible();
    await expect(result(canvas).getByText('190.00')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: fewer('home') }));
    await userEvent.click(canvas.getByRole('button', { name: fewer('home') }));
    await expect(outcome(canvas, 'loss')).toBeVisible();
    await expect(result(canvas).getByText('-100.00')).toBeVisible();
  },
});

/** Over/under: over 2.5/3 with 2-1 is half won; the away side's line reads from its own side. */
export const OverUnder = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: text('sports-help:betMock.markets.total') }));
    await expect(canvas.getByRole('radio', { name: text('sports-help:side.over') })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: text('sports-help:betMock.line') })).toHaveDisplayValue('2.5/3');
    await expect(outcome(canvas, 'halfWin')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: text('sports-help:side.under') }));
    await expect(outcome(canvas, 'halfLoss')).toBeVisible();
    await expect(result(canvas).getByText('50.00')).toBeVisible();
  },
});

/** A stake that is not a number hides the result and says what to enter. */
export const InvalidStake = meta.story({
  play: async ({ canvas, userEvent }) => {
    const stake = canvas.getByRole('textbox', { name: text('sports-help:betMock.stake') });
    await userEvent.clear(stake);
    await expect(await canvas.findByText(text('sports-help:betMock.invalidStake'))).toBeVisible();
    await expect(canvas.queryByRole('region', { name: text('sports-help:betMock.result') })).not.toBeInTheDocument();
    await userEvent.type(stake, '50');
    await expect(result(canvas).getByText('72.50')).toBeVisible();
  },
});
