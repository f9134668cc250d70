import preview from '../../../.storybook/preview';
import { expect, fireEvent, waitFor } from 'storybook/test';
import { PUZZLE_TOLERANCE_PX } from '@mocks/handlers/verification-puzzle';
import { seededMember } from '../../support/expected';
import { text } from '../../support/text';
import { LoginScreen } from '@/features/auth/screens/LoginScreen';
import { getToken } from '@/shared/session/token-store';
import { puzzleGapOnScreen, slide } from './auth-story';

/** The login form with the slide puzzle: the mock draws the picture and checks where the piece was dropped. */
const meta = preview.meta({
  title: 'Screens/Auth/SlidePuzzle',
  component: LoginScreen,
  parameters: { route: { path: '/login' } },
});

const credentials = async (canvas: Parameters<typeof slide>[0], userEvent: { type: (el: Element, v: string) => Promise<void> }) => {
  const member = await seededMember('lotus888');
  await userEvent.type(canvas.getByLabelText(text('auth:login.username')), 'lotus888');
  await userEvent.type(canvas.getByLabelText(text('auth:login.password')), member.password);
};

export const PieceFits = meta.story({
  play: async ({ canvas, userEvent }) => {
    await credentials(canvas, userEvent);
    await slide(canvas);
    await userEvent.click(canvas.getByRole('button', { name: text('auth:login.submit') }));
    await waitFor(() => expect(getToken()).not.toBeNull(), { timeout: 5000 });
  },
});

export const PieceBesideTheGap = meta.story({
  play: async ({ canvas, userEvent }) => {
    await credentials(canvas, userEvent);
    const { slider: puzzle, gap } = await puzzleGapOnScreen(canvas);
    const before = puzzle.dataset.token;
    // Beside the gap on the side with room: past the slider's end the value stops at its maximum, which can fall
    // inside the tolerance when the gap is near the right edge (the login then succeeds).
    const miss = PUZZLE_TOLERANCE_PX + 12;
    await slide(canvas, gap + miss <= Number(puzzle.getAttribute('max')) ? miss : -miss);
    await userEvent.click(canvas.getByRole('button', { name: text('auth:login.submit') }));
    // Refused: the reason under the puzzle, a fresh puzzle at its start, nothing typed lost, no session.
    await expect(await canvas.findByText(text('auth:login.slideFailed'))).toBeVisible();
    const slider = canvas.getByRole('slider', { name: text('auth:login.slide') });
    await expect(slider).toHaveValue('0');
    await expect(slider.dataset.token).not.toBe(before);
    await expect(slider).toHaveAccessibleDescription(new RegExp(text('auth:login.slideFailed')));
    await expect(canvas.getByLabelText(text('auth:login.username'))).toHaveValue('lotus888');
    await expect(getToken()).toBeNull();
  },
});

export const Keyboard = meta.story({
  play: async ({ canvas, userEvent }) => {
    await credentials(canvas, userEvent);
    const { slider, gap } = await puzzleGapOnScreen(canvas);
    slider.focus();
    // Arrow keys move the piece one pixel at a time (the range input's own keys); the value shows where it is.
    for (let step = 0; step < gap; step += 1) fireEvent.input(slider, { target: { value: String(step + 1) } });
    await userEvent.keyboard('{ArrowRight}{ArrowLeft}');
    await expect(slider).toHaveValue(String(gap));
    await expect(slider).toHaveAttribute('aria-valuetext', text('auth:login.slideAt', { px: gap }));
    await userEvent.click(canvas.getByRole('button', { name: text('auth:login.submit') }));
    await waitFor(() => expect(getToken()).not.toBeNull(), { timeout: 5000 });
  },
});

export const NewPuzzleButton = meta.story({
  play: async ({ canvas, userEvent }) => {
    const { slider } = await puzzleGapOnScreen(canvas);
    const before = slider.dataset.token;
    await userEvent.click(canvas.getByRole('button', { name: text('auth:login.slideNew') }));
    await expect(canvas.getByRole('slider', { name: text('auth:login.slide') }).dataset.token).not.toBe(before);
  },
});
