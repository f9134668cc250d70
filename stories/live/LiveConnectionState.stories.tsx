import preview from '../../.storybook/preview';
import { expect, waitFor } from 'storybook/test';
import { createStore } from '@/shared/lib/create-store';
import { LiveConnectionState } from '@/shared/live/LiveConnectionState';
import { createLiveSocket, type LiveSocket } from '@/shared/live/live-socket';
import { fakeSockets, type FakeSocket } from '@/shared/live/test-helpers';
import { clearToken } from '@/shared/session/token-store';
import { signIn } from '../../tests/support/session';
import type { Canvas } from '../support/play';
import { text } from '../support/text';

/**
 * The connection line screens put above live data. Each story runs a real live socket whose server the play
 * function plays (accepting, dropping), so the line goes through the same states a player's connection does.
 */
interface Live {
  socket: LiveSocket;
  sockets: ReturnType<typeof fakeSockets>;
}

let live: Live | undefined;

/** A logged-in socket that opens at once and waits `reconnectDelayMs` before each of its 3 reconnects. */
function startLive(reconnectDelayMs: number): Live {
  const sockets = fakeSockets();
  const socket = createLiveSocket({
    session: createStore<string | null>('story-token'),
    url: () => 'ws://lotus.test/wss',
    open: sockets.open,
    timing: { startDelayMs: 0, reconnectDelayMs },
  });
  return { socket, sockets };
}

/** Story set-up: the session (member or guest) and a fresh socket, both undone after the story. */
const withSocket =
  ({ member, reconnectDelayMs = 60_000 }: { member: boolean; reconnectDelayMs?: number }) =>
  () => {
    if (member) signIn('lotus888');
    live = startLive(reconnectDelayMs);
    return () => {
      live?.socket.dispose();
      live = undefined;
      clearToken();
    };
  };

function current(): Live {
  if (!live) throw new Error('The story has no socket');
  return live;
}

/** The socket the app opened most recently, once it has opened `count` of them. */
async function opened(count: number): Promise<FakeSocket> {
  await waitFor(() => expect(current().sockets.opened).toHaveLength(count));
  return current().sockets.latest();
}

const status = (canvas: Canvas) => canvas.getByRole('status');
const shows = async (canvas: Canvas, key: string) => {
  await waitFor(() => expect(status(canvas)).toHaveTextContent(text(`live:connection.${key}`)));
};
const retryButton = (canvas: Canvas) => canvas.queryByRole('button', { name: text('live:connection.retry') });

const meta = preview.meta({
  title: 'Live/LiveConnectionState',
  component: LiveConnectionState,
  render: () => <LiveConnectionState socket={current().socket} />,
});

export const Connecting = meta.story({
  beforeEach: withSocket({ member: true }),
  play: async ({ canvas }) => {
    await opened(1);
    await shows(canvas, 'connecting');
    await expect(retryButton(canvas)).toBeNull();
  },
});

export const Connected = meta.story({
  beforeEach: withSocket({ member: true }),
  play: async ({ canvas }) => {
    (await opened(1)).accept();
    await shows(canvas, 'connected');
    await expect(retryButton(canvas)).toBeNull();
  },
});

export const Reconnecting = meta.story({
  beforeEach: withSocket({ member: true }),
  play: async ({ canvas }) => {
    const socket = await opened(1);
    socket.accept();
    await shows(canvas, 'connected');
    socket.drop();
    await shows(canvas, 'reconnecting');
    await expect(retryButton(canvas)).toBeNull();
  },
});

export const OfflineThenRetry = meta.story({
  beforeEach: withSocket({ member: true, reconnectDelayMs: 0 }),
  play: async ({ canvas, userEvent }) => {
    // The first connection and its 3 reconnects all fail: then the line is offline and offers a retry.
    for (let attempt = 1; attempt <= 4; attempt += 1) (await opened(attempt)).drop();
    await shows(canvas, 'offline');
    const retry = retryButton(canvas);
    await expect(retry).toBeVisible();

    await userEvent.click(retry!);
    const again = await opened(5);
    await shows(canvas, 'connecting');
    again.accept();
    await shows(canvas, 'connected');
    await expect(retryButton(canvas)).toBeNull();
  },
});

export const Guest = meta.story({
  beforeEach: withSocket({ member: false }),
  play: async ({ canvas }) => {
    await shows(canvas, 'autoRefresh');
    await expect(retryButton(canvas)).toBeNull();
  },
});
