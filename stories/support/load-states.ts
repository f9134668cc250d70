// The loading and load-failure stories every data screen has: the story parameters that hold its data back or
// make it fail, and the play functions that check what the player sees then.
import { expect } from 'storybook/test';
import { networkDown, neverAnswer, providerMaintenance } from './mock-backend';
import type { Canvas, Play } from './play';
import { text } from './text';

/** Story parameters under which calls to these API addresses never get an answer. */
export const neverAnswering = (...urls: string[]) => ({ msw: { handlers: neverAnswer(...urls) } });

/** Story parameters under which calls to these API addresses fail at the network level. */
export const downFor = (...urls: string[]) => ({ msw: { handlers: networkDown(...urls) } });

/** Story parameters under which the sports provider answers these API addresses with maintenance (code 8). */
export const inMaintenanceFor = (...urls: string[]) => ({ msw: { handlers: providerMaintenance(...urls) } });

/** The loading text of `key` is on the page (a placeholder's label may be visually hidden). */
export const showsLoading =
  (key: string): Play =>
  async ({ canvas }) => {
    await expect(await canvas.findByText(text(key))).toBeInTheDocument();
  };

/** The load-failure message of `key` shows. */
export const showsLoadFailure =
  (key: string): Play =>
  async ({ canvas }) => {
    await expect(await canvas.findByText(text(key))).toBeVisible();
  };

/**
 * The load-failure message of `key` shows; once the server answers again (the story's failing handlers are reset),
 * the retry button brings back what `loaded` checks.
 */
export const retryAfterFailure =
  (key: string, loaded: (canvas: Canvas) => Promise<unknown>): Play =>
  async ({ canvas, userEvent, msw }) => {
    await expect(await canvas.findByText(text(key))).toBeVisible();
    msw.resetHandlers();
    await userEvent.click(canvas.getByRole('button', { name: text('common:common.retry') }));
    await loaded(canvas);
  };
