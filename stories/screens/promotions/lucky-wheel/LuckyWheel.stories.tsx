import preview from '../../../../.storybook/preview';
import { expect, waitFor, within } from 'storybook/test';
import { CampaignScreen } from '@/features/promotions/campaigns/screens/CampaignScreen';
import { scenario } from '../../../support/mock-backend';
import type { Canvas } from '../../../support/play';
import { reducedMotion } from '../../../support/reduced-motion';
import { asGuest } from '../../../support/screen';
import { text } from '../../../support/text';
import { promotionAt } from '../campaigns/campaign-story';

// The lucky wheel (3004) inside the campaign template at /luckyWheel: 8 prizes, 3 free spins for every member.
const meta = preview.meta({
  title: 'Screens/Promotions/LuckyWheel/LuckyWheel',
  component: CampaignScreen,
  ...promotionAt('/luckyWheel', 'lotus888'),
});

const wheel = async (canvas: Canvas) => within(await canvas.findByRole('region', { name: text('lucky-wheel:title') }));

/** A guest sees the wheel, its prizes and everyone's wins, and is asked to log in to spin. */
export const Guest = meta.story({
  beforeEach: asGuest,
  play: async ({ canvas }) => {
    const section = await wheel(canvas);
    await expect(await section.findByRole('button', { name: text('lucky-wheel:login') })).toBeVisible();
    await expect(section.getByRole('heading', { name: text('lucky-wheel:prizes') }).nextElementSibling?.children).toHaveLength(8);
    await expect(await section.findByRole('region', { name: text('lucky-wheel:winners') })).toBeVisible();
  },
});

/** With reduced motion a spin shows its result at once: the wheel stands on the prize the server drew, 2 spins left. */
export const SpinReducedMotion = meta.story({
  beforeEach: reducedMotion,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const section = await wheel(canvas);
    await expect(await section.findByText(text('lucky-wheel:spinsLeft', { count: 3 }))).toBeVisible();
    await userEvent.click(section.getByRole('button', { name: text('lucky-wheel:spin') }));
    const result = await section.findByRole('status', {}, { timeout: 5_000 });
    await waitFor(() => expect(result).not.toBeEmptyDOMElement());
    const prize = result.getAttribute('data-prize');
    await expect(canvasElement.querySelector('[data-stopped-prize]')).toHaveAttribute('data-stopped-prize', prize);
    await expect(await section.findByText(/2/, { selector: '[data-testid="spins-left"]' })).toBeVisible();
    await expect(within(section.getByRole('list', { name: text('lucky-wheel:records.title') })).getAllByRole('listitem')).toHaveLength(1);
  },
});

/** Every spin used (wheel-no-spins): no spin button, the way to more spins instead. */
export const NoSpins = meta.story({
  parameters: { msw: { handlers: scenario('wheel-no-spins') } },
  play: async ({ canvas }) => {
    const section = await wheel(canvas);
    await expect(await section.findByText(text('lucky-wheel:noSpins'))).toBeVisible();
    await expect(section.getByRole('link', { name: text('lucky-wheel:deposit') })).toHaveAttribute('href', '/deposit');
    await expect(section.queryByRole('button', { name: text('lucky-wheel:spin') })).not.toBeInTheDocument();
  },
});

/** The wheel's campaign is over (campaign-ended): it does not turn. */
export const Ended = meta.story({
  parameters: { msw: { handlers: scenario('campaign-ended') } },
  play: async ({ canvas }) => {
    const section = await wheel(canvas);
    await expect(await section.findByText(text('lucky-wheel:closed'))).toBeVisible();
  },
});

/** /christmas: a twelve-prize wheel through the same template. */
export const TwelvePrizes = meta.story({
  parameters: { route: { path: '/christmas', url: '/christmas' } },
  play: async ({ canvas }) => {
    const section = await wheel(canvas);
    await expect(await section.findByText(text('lucky-wheel:spinsLeft', { count: 1 }))).toBeVisible();
    await expect(section.getByRole('heading', { name: text('lucky-wheel:prizes') }).nextElementSibling?.children).toHaveLength(12);
  },
});
