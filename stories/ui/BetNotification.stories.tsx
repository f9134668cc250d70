import preview from '../../.storybook/preview';
import { expect, waitFor } from 'storybook/test';
import { i18n } from '@/shared/i18n';
import { BET_NOTIFICATION_MS, getBetNotification, hideBetNotification, showBetNotification } from '@/shared/ui/notification/bet-notification';
import { BetNotification } from '@/shared/ui/notification/BetNotification';
import { text } from '../support/text';
import { clearedAround } from './support/page-store';

const PLACE = 'Place the bet';

/** The shell's banner host plus a trigger that reports a bet outcome, as the bet cart would. */
function BetOutcome({ ok, messageKey }: { ok: boolean; messageKey: string }) {
  return (
    <>
      <button type="button" onClick={() => showBetNotification({ ok, message: text(messageKey) })}>
        {PLACE}
      </button>
      <BetNotification />
    </>
  );
}

const meta = preview.meta({
  title: 'UI/BetNotification',
  component: BetOutcome,
  args: { ok: true, messageKey: 'common:Mletter.SuccessfulSubmit' },
  loaders: [async () => void (await i18n.loadNamespaces('ui'))],
  beforeEach: clearedAround(hideBetNotification),
});

/** Success: a green status banner at the top, announced as a placed bet, gone after 2000 ms. */
export const SuccessHidesAfterTwoSeconds = meta.story({
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: PLACE }));
    const shownAt = performance.now();
    const banner = await canvas.findByRole('status');
    await expect(banner).toHaveTextContent(text('common:Mletter.SuccessfulSubmit'));
    await expect(banner).toHaveTextContent(text('ui:betNotification.success'));
    await expect(banner).toHaveAttribute('data-outcome', 'success');
    await expect(banner.getBoundingClientRect().top).toBeLessThan(window.innerHeight / 4);
    await expect(BET_NOTIFICATION_MS).toBe(2000);
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument(), { timeout: BET_NOTIFICATION_MS + 1500 });
    const elapsed = performance.now() - shownAt;
    await expect(elapsed).toBeGreaterThanOrEqual(BET_NOTIFICATION_MS - 50);
    await expect(elapsed).toBeLessThan(BET_NOTIFICATION_MS + 1500);
  },
});

export const Failure = meta.story({
  args: { ok: false, messageKey: 'common:common.networkError' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: PLACE }));
    const banner = await canvas.findByRole('status');
    await expect(banner).toHaveTextContent(text('common:common.networkError'));
    await expect(banner).toHaveTextContent(text('ui:betNotification.failure'));
    await expect(banner).toHaveAttribute('data-outcome', 'failure');
    await expect(getComputedStyle(banner).backgroundColor).toBe('rgb(198, 40, 40)');
  },
});

/** A second bet result replaces the first and gets its own full 2000 ms. */
export const NewestWins = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: PLACE }));
    const first = getBetNotification()?.id;
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await userEvent.click(canvas.getByRole('button', { name: PLACE }));
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
    await expect(getBetNotification()?.id).not.toBe(first);
    // Past the first banner's 2000 ms, the second is still up.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect(canvas.getByRole('status')).toBeVisible();
  },
});

export const TapHidesEarly = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: PLACE }));
    await userEvent.click(await canvas.findByRole('status'));
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
});
