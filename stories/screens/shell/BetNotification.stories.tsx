import preview from '../../../.storybook/preview';
import { expect, waitFor } from 'storybook/test';
import { ShellOverlays } from '@/app/shell/overlays/ShellOverlays';
import { BET_NOTIFICATION_MS, hideBetNotification, showBetNotification } from '@/shared/ui/notification/bet-notification';
import { loadShellMessages } from './shell-story';

/** The shell overlays: the bet notification the shell mounts once. */
function NotificationHarness() {
  return <ShellOverlays />;
}

const meta = preview.meta({
  title: 'Screens/Shell/BetNotification',
  component: NotificationHarness,
  parameters: { route: { path: '/sports' } },
  loaders: [loadShellMessages],
  beforeEach: () => () => hideBetNotification(),
});

/** A placed bet: the success banner shows and hides itself after 2 s. */
export const Success = meta.story({
  play: async ({ canvas }) => {
    showBetNotification({ ok: true, message: 'Vé cược #A1024 đã được xác nhận' });
    const banner = await canvas.findByText('Vé cược #A1024 đã được xác nhận');
    await expect(banner.closest('[data-outcome]')).toHaveAttribute('data-outcome', 'success');
    await waitFor(() => expect(canvas.queryByText('Vé cược #A1024 đã được xác nhận')).not.toBeInTheDocument(), {
      timeout: BET_NOTIFICATION_MS + 1500,
    });
  },
});

/** A rejected bet: the failure banner. */
export const Failure = meta.story({
  play: async ({ canvas }) => {
    showBetNotification({ ok: false, message: 'Kèo đã đóng, vé cược #A1025 bị từ chối' });
    const banner = await canvas.findByText('Kèo đã đóng, vé cược #A1025 bị từ chối');
    await expect(banner.closest('[data-outcome]')).toHaveAttribute('data-outcome', 'failure');
  },
});
