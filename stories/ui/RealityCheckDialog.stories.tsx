import preview from '../../.storybook/preview';
import { expect, fn, within } from 'storybook/test';
import { getLanguage } from '@/shared/i18n/language';
import { formatMoney } from '@/shared/lib/money';
import { RealityCheckDialog } from '@/shared/safer-gambling/components/RealityCheckDialog';
import { SessionTimer } from '@/shared/safer-gambling/components/SessionTimer';
import { text } from '../support/text';

const STARTED = '2026-11-28T20:00:00+07:00';
const NOW = Date.parse('2026-11-28T21:05:30+07:00');

const meta = preview.meta({
  title: 'UI/RealityCheckDialog',
  component: RealityCheckDialog,
  args: {
    session: {
      startedAt: STARTED,
      elapsedSeconds: 3930,
      staked: 150_000,
      returned: 90_000,
      net: -60_000,
      currency: 'VND',
      intervalMinutes: 15,
      showSessionTimer: true,
      nextCheckAt: '2026-11-28T21:00:00+07:00',
      sessionEndsAt: null,
    },
    now: NOW,
    onContinue: fn(),
    onHistory: fn(),
    onLogOut: fn(),
  } as const,
});

/** The session's length and result, and the three answers. */
export const Check = meta.story({
  play: async ({ canvasElement, args, userEvent }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: text('safer-gambling:check.title') }));
    await expect(dialog.getByText(text('safer-gambling:check.length', { hours: 1, minutes: 5 }))).toBeVisible();
    await expect(dialog.getByText(formatMoney(-60_000, 'VND', getLanguage()))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: text('safer-gambling:check.continue') }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
    await userEvent.click(dialog.getByRole('button', { name: text('safer-gambling:check.history') }));
    await expect(args.onHistory).toHaveBeenCalledOnce();
    await userEvent.click(dialog.getByRole('button', { name: text('safer-gambling:check.logOut') }));
    await expect(args.onLogOut).toHaveBeenCalledOnce();
  },
});

/** The session timer pinned to the top of the screen. */
export const Timer = meta.story({
  render: () => <SessionTimer startedAt={STARTED} now={NOW} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('1:05:30');
  },
});
