import preview from '../../../../.storybook/preview';
import { expect, waitFor } from 'storybook/test';
import { InviteActivityScreen } from '@/features/invite/referral-draw/screens/InviteActivityScreen';
import { getGetInviteHorseRingUrl } from '@/shared/api/generated/main/invite/invite';
import { downFor } from '../../../support/load-states';
import { scenario } from '../../../support/mock-backend';
import { reducedMotion } from '../../../support/reduced-motion';
import { asGuest, screenAt } from '../../../support/screen';
import { text } from '../../../support/text';

const meta = preview.meta({
  title: 'Screens/Invite/ReferralDraw/InviteActivityScreen',
  component: InviteActivityScreen,
  ...screenAt('/invite-activity', 'lotus888'),
});

/** Two draws left: the wheel turns to the server's slot, then tells the prize; one draw is left. */
export const DrawAvailable = meta.story({
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByTestId('draws-left')).toHaveTextContent(text('referral-draw:ring.drawsLeft', { draws: 2 }));
    const ring = canvas.getByTestId('prize-ring');
    await userEvent.click(canvas.getByRole('button', { name: text('referral-draw:ring.draw') }));
    await waitFor(() => expect(Number(ring.getAttribute('data-rotation'))).toBeGreaterThanOrEqual(5 * 360));
    // The prize is told once the wheel has stopped (its transition ends), not before.
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/\S/), { timeout: 8000 });
    await expect(canvas.getByTestId('draws-left')).toHaveTextContent(text('referral-draw:ring.drawsLeft', { draws: 1 }));
  },
});

/** With reduced motion the wheel jumps to the prize and the prize shows at once. */
export const ReducedMotion = meta.story({
  beforeEach: reducedMotion,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text('referral-draw:ring.draw') }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/\S/));
    await expect(Number(canvas.getByTestId('prize-ring').getAttribute('data-rotation'))).toBeGreaterThanOrEqual(5 * 360);
  },
});

/** invite-draw-used: every draw is used; the button is off and the way to earn another is shown. */
export const DrawUsed = meta.story({
  parameters: { msw: { handlers: scenario('invite-draw-used') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('draws-left')).toHaveTextContent(text('referral-draw:ring.drawsLeft', { draws: 0 }));
    await expect(canvas.getByRole('button', { name: text('referral-draw:ring.draw') })).toBeDisabled();
    await expect(canvas.getByText(text('referral-draw:ring.noDraws'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: text('referral-draw:ring.invite') })).toHaveAttribute('href', '/invite');
  },
});

/** A guest sees the ring and the winners, and is asked to log in to draw. */
export const Guest = meta.story({
  beforeEach: asGuest,
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('prize-ring')).toBeVisible();
    await expect(canvas.getByRole('region', { name: text('referral-draw:winners.label') })).toBeVisible();
    await expect(canvas.getByText(text('referral-draw:ring.login'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text('referral-draw:ring.draw') })).not.toBeInTheDocument();
  },
});

/** The ring cannot be read: a retry. */
export const LoadError = meta.story({
  parameters: downFor(getGetInviteHorseRingUrl()),
  play: async ({ canvas, userEvent, msw }) => {
    await expect(await canvas.findByText(text('common:common.loadFailed'))).toBeVisible();
    msw.resetHandlers();
    await userEvent.click(canvas.getByRole('button', { name: text('common:common.retry') }));
    await expect(await canvas.findByTestId('prize-ring')).toBeVisible();
  },
});
