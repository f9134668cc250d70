import preview from '../../../.storybook/preview';
import type { QueryClient } from '@tanstack/react-query';
import { expect, spyOn, waitFor, within } from 'storybook/test';
import { customerServiceKeys } from '@/shared/customer-service/customer-service-queries';
import { ShellOverlays } from '@/app/shell/overlays/ShellOverlays';
import type { CallbackConfig } from '@/shared/api/generated/main/model';
import { closeShellOverlay, openChannelSelector } from '@/shared/overlays/shell-overlays';
import { scenario } from '../../support/mock-backend';
import { text } from '../../support/text';
import { loadShellMessages, OVERLAY_WAIT } from './shell-story';
import { signIn } from '../../../tests/support/session';

type Canvas = ReturnType<typeof within>;

/** The shell overlays with the channel selector opened, as the navigation bar's headset opens it. */
function ChannelSelectorHarness() {
  return <ShellOverlays />;
}

const sheet = async (canvas: Canvas) => {
  const found = await canvas.findByRole('dialog', { name: text('overlays:channels.title') }, OVERLAY_WAIT);
  await waitFor(() => expect(found).toBeVisible());
  return within(found);
};

const liveChat = (status: 'online' | 'offline') => new RegExp(`Chat trực tuyến.*${text(`overlays:channels.${status}`)}`);

const meta = preview.meta({
  title: 'Screens/Shell/ChannelSelector',
  component: ChannelSelectorHarness,
  parameters: { route: { path: '/help' } },
  loaders: [loadShellMessages],
  beforeEach: () => {
    const open = spyOn(window, 'open').mockImplementation(() => null);
    openChannelSelector();
    return () => {
      open.mockRestore();
      closeShellOverlay();
    };
  },
});

/** Both lines on: live chat is online and opens the main line's external link; no callback for a guest. */
export const BothLinesOn = meta.story({
  play: async ({ canvas, userEvent }) => {
    const list = await sheet(canvas);
    await expect(await list.findByRole('button', { name: liveChat('online') })).toBeVisible();
    await expect(list.getByRole('button', { name: /Telegram/ })).toBeVisible();
    await expect(list.getByRole('button', { name: /Zalo/ })).toBeVisible();
    await expect(list.getByRole('button', { name: new RegExp(text('overlays:channels.hotline', { number: '19001234' })) })).toBeVisible();
    await expect(list.queryByRole('button', { name: new RegExp(text('overlays:channels.callback')) })).not.toBeInTheDocument();
    await userEvent.click(list.getByRole('button', { name: liveChat('online') }));
    await expect(window.open).toHaveBeenCalledWith('https://chat.lotus.example/vi', '_blank', 'noopener,noreferrer');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
});

/** Telegram opens its link in a new window. */
export const ExternalChannel = meta.story({
  play: async ({ canvas, userEvent }) => {
    const list = await sheet(canvas);
    await userEvent.click(await list.findByRole('button', { name: /Telegram/ }));
    await expect(window.open).toHaveBeenCalledWith('https://t.me/lotus_cskh', '_blank', 'noopener,noreferrer');
  },
});

/** The main line is off: live chat falls back to the secondary line, which is served by the chat widget. */
export const MainLineOff = meta.story({
  parameters: { msw: { handlers: scenario('cs-main-line-off') } },
  play: async ({ canvas, userEvent }) => {
    const list = await sheet(canvas);
    await userEvent.click(await list.findByRole('button', { name: liveChat('online') }));
    await expect(await canvas.findByTestId('router-location')).toHaveTextContent('/service-customer?line=secondary');
    await expect(window.open).not.toHaveBeenCalled();
  },
});

/** Both lines off: live chat shows offline and tapping it shows common.csSwitch. */
export const BothLinesOff = meta.story({
  parameters: { msw: { handlers: scenario('cs-lines-off') } },
  play: async ({ canvas, userEvent }) => {
    const list = await sheet(canvas);
    await userEvent.click(await list.findByRole('button', { name: liveChat('offline') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text('common:common.csSwitch'));
    await expect(window.open).not.toHaveBeenCalled();
  },
});

/** No channels (empty list): common.csSwitch at once. */
export const NoChannels = meta.story({
  parameters: { msw: { handlers: scenario('cs-channels-empty') } },
  play: async ({ canvas }) => {
    await sheet(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text('common:common.csSwitch'));
  },
});

/** Customer service unreachable: common.csSwitch, not a technical message. */
export const Unreachable = meta.story({
  parameters: { msw: { handlers: scenario('cs-unreachable') } },
  play: async ({ canvas }) => {
    await sheet(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text('common:common.csSwitch'));
  },
});

/** A logged-in member whose tenant and VIP level offer callbacks sees the option; it opens the callback dialog. */
export const CallbackOffered = meta.story({
  beforeEach: () => {
    signIn('lotus888');
  },
  play: async ({ canvas, userEvent }) => {
    const list = await sheet(canvas);
    const callback = await list.findByRole('button', { name: new RegExp(text('overlays:channels.callback')) });
    await userEvent.click(callback);
    await expect(await canvas.findByRole('dialog', { name: text('overlays:callback.title') }, OVERLAY_WAIT)).toBeInTheDocument();
    await expect(canvas.queryByRole('dialog', { name: text('overlays:channels.title') })).not.toBeInTheDocument();
  },
});

/** mobileConfigView 0 for the member's tenant and level: no callback option. */
export const CallbackNotOffered = meta.story({
  parameters: { msw: { handlers: scenario('callback-disabled') } },
  beforeEach: () => {
    signIn('lotus888');
  },
  play: async ({ canvas, loaded }) => {
    const client = loaded.queryClient as QueryClient;
    const list = await sheet(canvas);
    await list.findByRole('button', { name: /Telegram/ });
    await waitFor(() =>
      expect(
        client
          .getQueriesData<CallbackConfig>({ queryKey: customerServiceKeys.callbackConfig })
          .flatMap(([, data]) => (data ? [data.mobileConfigView] : [])),
      ).toEqual([0]),
    );
    await expect(list.queryByRole('button', { name: new RegExp(text('overlays:channels.callback')) })).not.toBeInTheDocument();
  },
});

/** The dark theme with a member's full list, callback included. */
export const DarkTheme = meta.story({
  beforeEach: () => {
    signIn('lotus888');
  },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    const list = await sheet(canvas);
    await expect(await list.findByRole('button', { name: new RegExp(text('overlays:channels.callback')) })).toBeVisible();
  },
});
