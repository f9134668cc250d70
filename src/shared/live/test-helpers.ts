import type { SocketLike } from './live-socket';

type Listener = (event: { data?: unknown }) => void;

/** A socket the test plays the server of: it records what the app sends and emits open, message and close. */
export class FakeSocket implements SocketLike {
  readonly sent: unknown[] = [];
  closed = false;
  private readonly listeners = new Map<string, Listener[]>();

  constructor(readonly url: string) {}

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(): void {
    this.closed = true;
  }

  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  /** The server accepts the connection. */
  accept(): void {
    this.emit('open', {});
  }

  /** The server (or the network) ends the connection. */
  drop(): void {
    this.emit('close', {});
  }

  receive(data: unknown): void {
    this.emit('message', { data });
  }

  private emit(type: string, event: { data?: unknown }): void {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

/** Opens FakeSockets and keeps every one it opened, newest last. */
export function fakeSockets(): { open: (url: string) => FakeSocket; opened: FakeSocket[]; latest: () => FakeSocket } {
  const opened: FakeSocket[] = [];
  return {
    opened,
    open: (url) => {
      const socket = new FakeSocket(url);
      opened.push(socket);
      return socket;
    },
    latest: () => {
      const socket = opened.at(-1);
      if (!socket) throw new Error('No socket was opened');
      return socket;
    },
  };
}
