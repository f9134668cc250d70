import preview from '../../../.storybook/preview';
import { expect, waitFor } from 'storybook/test';
import { LearnScreen } from '@/features/devtools/screens/LearnScreen';
import { i18n } from '@/shared/i18n';
import { text } from '../../support/text';

const meta = preview.meta({
  title: 'Screens/Devtools/Learn',
  component: LearnScreen,
  parameters: { route: { path: '/learn' } },
  // The screen's namespaces are lazy bundles; load them so play functions can look up the expected words.
  beforeEach: async () => {
    await i18n.loadNamespaces(['devtools', 'icons']);
  },
});

const name = (id: string) => text(`devtools:learn.animations.${id}`);
const STEP_TIMEOUT = { timeout: 6000 };

/** The system asks for reduced motion for one story; the returned function restores matchMedia. */
function preferReducedMotion(): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    const real = original.call(window, query);
    if (!query.includes('prefers-reduced-motion')) return real;
    const fake: Pick<MediaQueryList, 'matches' | 'media' | 'addEventListener' | 'removeEventListener'> = {
      matches: true,
      media: query,
      addEventListener: real.addEventListener.bind(real),
      removeEventListener: real.removeEventListener.bind(real),
    };
    return fake as MediaQueryList;
  };
  return () => {
    window.matchMedia = original;
  };
}

export const Idle = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('player-status')).toHaveTextContent(text('devtools:learn.idle'));
    await expect(canvas.getByRole('button', { name: text('devtools:learn.stop') })).toBeDisabled();
    await expect(canvas.getByText(text('devtools:learn.upNextEmpty'))).toBeVisible();
  },
});

/** Play one: the stage runs that animation (with real CSS animations) and the player ends as finished. */
export const PlayOne = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text('devtools:learn.playOne', { name: name('goal') }) }));
    const status = canvas.getByTestId('player-status');
    await expect(status).toHaveTextContent(text('devtools:learn.nowPlaying', { name: name('goal'), position: 1, total: 1 }));
    const art = canvas.getByRole('img', { name: name('goal') });
    await expect(art).toHaveAttribute('data-motion', 'full');
    await expect(art.getAnimations({ subtree: true }).length).toBeGreaterThan(0);

    await waitFor(() => expect(status).toHaveTextContent(text('devtools:learn.finished')), STEP_TIMEOUT);
    await expect(canvas.getByTestId('played')).toHaveTextContent(name('goal'));
    await expect(canvas.queryByRole('img', { name: name('goal') })).not.toBeInTheDocument();
  },
});

/** Play all: the three animations play one after the other, in queue order. */
export const QueueOrder = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text('devtools:learn.playAll') }));
    const status = canvas.getByTestId('player-status');
    await expect(status).toHaveTextContent(text('devtools:learn.nowPlaying', { name: name('goal'), position: 1, total: 3 }));
    const upNext = canvas.getByTestId('up-next');
    await expect([...upNext.querySelectorAll('li')].map((li) => li.textContent)).toEqual([name('coins'), name('betPlaced')]);

    await waitFor(() => expect(status).toHaveTextContent(text('devtools:learn.nowPlaying', { name: name('coins'), position: 2, total: 3 })), STEP_TIMEOUT);
    await expect(canvas.getByRole('img', { name: name('coins') })).toBeVisible();
    await waitFor(() => expect(status).toHaveTextContent(text('devtools:learn.nowPlaying', { name: name('betPlaced'), position: 3, total: 3 })), STEP_TIMEOUT);
    await waitFor(() => expect(status).toHaveTextContent(text('devtools:learn.finished')), STEP_TIMEOUT);
    const played = [...canvas.getByTestId('played').querySelectorAll('li')].map((li) => li.textContent);
    await expect(played).toEqual([name('goal'), name('coins'), name('betPlaced')]);
  },
});

/** Add to the queue while something plays: it waits its turn. */
export const Enqueue = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text('devtools:learn.enqueue', { name: name('betPlaced') }) }));
    await userEvent.click(canvas.getByRole('button', { name: text('devtools:learn.enqueue', { name: name('goal') }) }));
    const status = canvas.getByTestId('player-status');
    await expect(status).toHaveTextContent(text('devtools:learn.nowPlaying', { name: name('betPlaced'), position: 1, total: 2 }));
    await expect(canvas.getByTestId('up-next')).toHaveTextContent(name('goal'));
    await waitFor(() => expect(status).toHaveTextContent(text('devtools:learn.nowPlaying', { name: name('goal'), position: 2, total: 2 })), STEP_TIMEOUT);
  },
});

/** Stop ends the queue at once: nothing plays, nothing waits, and the queue does not resume. */
export const Stop = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text('devtools:learn.playAll') }));
    const stop = canvas.getByRole('button', { name: text('devtools:learn.stop') });
    await expect(stop).toBeEnabled();
    await userEvent.click(stop);
    const status = canvas.getByTestId('player-status');
    await expect(status).toHaveTextContent(text('devtools:learn.stopped'));
    await expect(canvas.getByText(text('devtools:learn.idle'), { selector: 'figure p' })).toBeVisible();
    await expect(canvas.getByText(text('devtools:learn.upNextEmpty'))).toBeVisible();
    await expect(stop).toBeDisabled();
    // Past the first animation's end: still stopped.
    await new Promise((resolve) => setTimeout(resolve, 2200));
    await expect(status).toHaveTextContent(text('devtools:learn.stopped'));
  },
});

/** Reduced motion: still frames without CSS animations, and the queue still steps through. */
export const ReducedMotion = meta.story({
  beforeEach: () => preferReducedMotion(),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByTestId('reduced-motion-note')).toHaveTextContent(text('devtools:learn.reducedMotion'));
    await userEvent.click(canvas.getByRole('button', { name: text('devtools:learn.playAll') }));
    const art = canvas.getByRole('img', { name: name('goal') });
    await expect(art).toHaveAttribute('data-motion', 'reduced');
    await expect(art.getAnimations({ subtree: true })).toHaveLength(0);
    const status = canvas.getByTestId('player-status');
    await waitFor(() => expect(status).toHaveTextContent(text('devtools:learn.nowPlaying', { name: name('coins'), position: 2, total: 3 })), STEP_TIMEOUT);
    await expect(canvas.getByRole('img', { name: name('coins') }).getAnimations({ subtree: true })).toHaveLength(0);
  },
});
