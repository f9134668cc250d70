import preview from '../../.storybook/preview';
import { expect, waitFor } from 'storybook/test';
import { doneProgress, PROGRESS_FADE_MS, PROGRESS_START, resetProgress, startProgress } from '@/shared/ui/progress-bar/progress';
import { ProgressBar } from '@/shared/ui/progress-bar/ProgressBar';
import { text } from '../support/text';

const START = 'Start a navigation';
const DONE = 'Finish the navigation';

/** The shell's bar plus the two calls the navigation guard makes. */
function RouteProgress() {
  return (
    <>
      <button type="button" onClick={startProgress}>
        {START}
      </button>
      <button type="button" onClick={doneProgress}>
        {DONE}
      </button>
      <ProgressBar />
    </>
  );
}

const meta = preview.meta({
  title: 'UI/ProgressBar',
  component: RouteProgress,
  beforeEach: () => {
    resetProgress();
    return resetProgress;
  },
});

const valueOf = (bar: HTMLElement) => Number(bar.getAttribute('aria-valuenow'));

/** Nothing shows until a navigation starts; then a thin bar at the very top trickles forward. */
export const TricklesWhilePending = meta.story({
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: START }));
    const bar = await canvas.findByRole('progressbar', { name: text('common:common.loading') });
    await expect(valueOf(bar)).toBe(Math.round(PROGRESS_START * 100));
    const box = bar.getBoundingClientRect();
    await expect(box.top).toBe(0);
    await expect(box.height).toBeLessThanOrEqual(4);
    await waitFor(() => expect(valueOf(bar)).toBeGreaterThan(20), { timeout: 3000 });
    await expect(valueOf(bar)).toBeLessThan(100);
  },
});

/** Done fills the bar, which then fades away. */
export const CompletesAndFades = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: START }));
    await canvas.findByRole('progressbar');
    await userEvent.click(canvas.getByRole('button', { name: DONE }));
    const bar = canvas.getByRole('progressbar');
    await expect(valueOf(bar)).toBe(100);
    await expect(bar).toHaveAttribute('data-phase', 'done');
    await waitFor(() => expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument(), { timeout: PROGRESS_FADE_MS + 1000 });
  },
});

/** Finishing without a pending navigation shows nothing at all. */
export const DoneWithoutStart = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: DONE }));
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
});
