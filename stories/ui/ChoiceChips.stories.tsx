import preview from '../../.storybook/preview';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { ChoiceChips } from '@/shared/ui/chips/ChoiceChips';

const RANGES = ['today', 'week', 'month', 'quarter', 'half-year', 'year'] as const;
type Range = (typeof RANGES)[number];
const LABELS: Record<Range, string> = {
  today: 'Today',
  week: 'Last 7 days',
  month: 'Last 30 days',
  quarter: 'Last 90 days',
  'half-year': 'Last 180 days',
  year: 'Last 365 days',
};

interface RangeChipsProps {
  initial: Range;
  onChoose: (range: Range) => void;
  short?: boolean;
}

/** The chips as a screen holds them: the story keeps the choice and `onChoose` records every tap. */
function RangeChips({ initial, onChoose, short = false }: RangeChipsProps) {
  const [chosen, setChosen] = useState<Range>(initial);
  return (
    <div style={{ padding: 16, maxWidth: 390 }}>
      <ChoiceChips
        label="Date range"
        options={RANGES}
        isChosen={(range) => range === chosen}
        onChoose={(range) => {
          setChosen(range);
          onChoose(range);
        }}
        optionLabel={(range) => (short ? range.slice(0, 1).toUpperCase() : LABELS[range])}
        {...(short ? { optionName: (range: Range) => LABELS[range] } : {})}
      />
    </div>
  );
}

const meta = preview.meta({
  title: 'UI/ChoiceChips',
  component: RangeChips,
  args: { initial: 'week', onChoose: fn() } as const,
});

/** One chip of the named group is pressed; a tap presses another and reports it; every chip is a full touch target. */
export const ChooseAnother = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('group', { name: 'Date range' });
    await expect(group).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'false');
    for (const chip of canvas.getAllByRole('button')) await expect(chip.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(canvas.getByRole('button', { name: 'Last 30 days' }));
    await expect(args.onChoose).toHaveBeenLastCalledWith('month');
    await expect(canvas.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'false');
  },
});

/** Chips that show a short text carry the whole text as their name; the row scrolls sideways, it does not wrap. */
export const ShortTextsNamed = meta.story({
  args: { short: true, initial: 'today' },
  play: async ({ canvas, userEvent, args }) => {
    const today = canvas.getByRole('button', { name: 'Today' });
    await expect(today).toHaveTextContent('T');
    await expect(today).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Last 365 days' }));
    await expect(args.onChoose).toHaveBeenLastCalledWith('year');
    const tops = new Set(canvas.getAllByRole('button').map((chip) => Math.round(chip.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
  },
});
