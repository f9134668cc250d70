// A live socket for the screens of one story: the real socket module on the story's mock backend (MSW's ws link and
// the mock's live hub), connecting as soon as a member is signed in rather than after the app's 3 s start delay.
import type { Decorator } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { createLiveSocket, type LiveSocket } from '@/shared/live/live-socket';
import { LiveSocketProvider } from '@/shared/live/live-socket-context';

let current: LiveSocket | undefined;

/** A beforeEach: the story's socket, following the session like the app's; closed after the story. */
export const withStorySocket = (): (() => void) => {
  current = createLiveSocket({ timing: { startDelayMs: 0 } });
  return () => {
    current?.dispose();
    current = undefined;
  };
};

/** Hands the story's socket (when the story made one) to the screens it renders. */
export const storySocketDecorator: Decorator = (Story) =>
  current ? (
    <LiveSocketProvider socket={current}>
      <Story />
    </LiveSocketProvider>
  ) : (
    <Story />
  );

/** Waits until the story's socket is connected to the mock's live hub. */
export async function socketConnected(): Promise<void> {
  await waitFor(() => expect(current?.state.get()).toBe('connected'));
}
