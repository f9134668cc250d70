import type { ClientMessage, ServerMessage } from '@/shared/api/generated/socket/messages';
import { resolveSocketUrl } from '@/shared/config/env';
import { createStore, type ReadableStore } from '@/shared/lib/create-store';
import { tokenStore } from '@/shared/session/token-store';
import { parseServerMessage } from './server-message';

/** The socket's timing (SPEC.md section 9 "Socket"). */
export const LIVE_SOCKET_TIMING = {
  /** Delay between login and the first connection. */
  startDelayMs: 3000,
  pingIntervalMs: 30_000,
  reconnectDelayMs: 5000,
  maxReconnectAttempts: 3,
} as const;

export type LiveSocketTiming = { -readonly [K in keyof typeof LIVE_SOCKET_TIMING]: number };

/**
 * idle: no session (or waiting out the start delay) · connecting · connected · reconnecting: waiting to try again
 * after an unexpected close · offline: the reconnect attempts ran out (retry() starts again).
 */
export type LiveConnectionState = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'offline';

export type LiveMessageHandler = (message: ServerMessage) => void;

/** The part of a browser WebSocket this module uses. */
export interface SocketLike {
  send(data: string): void;
  close(): void;
  addEventListener(type: 'open' | 'close' | 'message', listener: (event: { data?: unknown }) => void): void;
}

export interface LiveSocketOptions {
  /** The session token: a token means logged in. Defaults to the session token store. */
  session?: ReadableStore<string | null>;
  /** The socket URL, read at each connection. Defaults to resolveSocketUrl(). */
  url?: () => string;
  /** Opens a socket. Defaults to the browser WebSocket. */
  open?: (url: string) => SocketLike;
  timing?: Partial<LiveSocketTiming>;
}

export interface LiveSocket {
  /** The connection state, for a visible connected / reconnecting / offline indicator. */
  readonly state: ReadableStore<LiveConnectionState>;
  /** Sends a message; without a connection it only logs "WebSocket not connected" and returns false. */
  send(message: ClientMessage): boolean;
  /** Every incoming server message goes to every handler. Returns the function that removes the handler. */
  addHandler(handler: LiveMessageHandler): () => void;
  /** Calls the listener after every (re)connection. Returns the function that removes it. */
  onConnected(listener: () => void): () => void;
  /** From offline: connects again at once, with a fresh set of reconnect attempts (only while logged in). */
  retry(): void;
  /** Stops following the session and closes the socket. */
  dispose(): void;
}

/** Runs every listener with the value, each isolated: one that throws is reported without stopping the others. */
function notifyAll<T>(listeners: Iterable<(value: T) => void>, value: T): void {
  for (const listener of [...listeners]) {
    try {
      listener(value);
    } catch (error) {
      queueMicrotask(() => {
        throw error;
      });
    }
  }
}

/**
 * The live-data socket (SPEC.md sections 4 and 7 "Live-data socket"): opens 3 s after login and closes on logout;
 * after an unexpected close it tries again every 5 s, at most 3 times, then reports offline; pings every 30 s.
 * Nothing happens until the session has a token.
 */
export function createLiveSocket(options: LiveSocketOptions = {}): LiveSocket {
  const session = options.session ?? tokenStore;
  const url = options.url ?? (() => resolveSocketUrl());
  const open = options.open ?? ((address: string) => new WebSocket(address));
  const timing: LiveSocketTiming = { ...LIVE_SOCKET_TIMING, ...options.timing };

  const state = createStore<LiveConnectionState>('idle');
  const handlers = new Set<LiveMessageHandler>();
  const connectedListeners = new Set<() => void>();
  let socket: SocketLike | null = null;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let waitTimer: ReturnType<typeof setTimeout> | undefined;
  let failedAttempts = 0;
  let activeToken: string | null = null;

  const stopTimers = () => {
    clearInterval(pingTimer);
    clearTimeout(waitTimer);
    pingTimer = undefined;
    waitTimer = undefined;
  };

  /** Closes on purpose: the close event of this socket is ignored, so no reconnect follows. */
  const closeDeliberately = () => {
    stopTimers();
    const closing = socket;
    socket = null;
    closing?.close();
  };

  const connect = () => {
    closeDeliberately();
    state.set('connecting');
    const current = open(url());
    socket = current;
    current.addEventListener('open', () => {
      if (socket !== current) return;
      failedAttempts = 0;
      state.set('connected');
      pingTimer = setInterval(() => send({ businessType: 'ping', businessContent: '' }), timing.pingIntervalMs);
      notifyAll(connectedListeners, undefined);
    });
    current.addEventListener('message', (event) => {
      if (socket !== current || typeof event.data !== 'string') return;
      const message = parseServerMessage(event.data);
      if (message) notifyAll(handlers, message);
    });
    current.addEventListener('close', () => {
      if (socket !== current) return;
      socket = null;
      stopTimers();
      if (failedAttempts >= timing.maxReconnectAttempts) {
        state.set('offline');
        return;
      }
      failedAttempts += 1;
      state.set('reconnecting');
      waitTimer = setTimeout(connect, timing.reconnectDelayMs);
    });
  };

  function send(message: ClientMessage): boolean {
    if (!socket || state.get() !== 'connected') {
      console.warn('WebSocket not connected');
      return false;
    }
    socket.send(JSON.stringify(message));
    return true;
  }

  const followSession = (token: string | null) => {
    if (token === activeToken) return;
    activeToken = token;
    closeDeliberately();
    failedAttempts = 0;
    state.set('idle');
    if (token) waitTimer = setTimeout(connect, timing.startDelayMs);
  };

  followSession(session.get());
  const stopFollowing = session.subscribe(followSession);

  return {
    state,
    send,
    addHandler(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    onConnected(listener) {
      connectedListeners.add(listener);
      return () => connectedListeners.delete(listener);
    },
    retry() {
      if (state.get() !== 'offline' || !activeToken) return;
      failedAttempts = 0;
      connect();
    },
    dispose() {
      stopFollowing();
      activeToken = null;
      closeDeliberately();
      state.set('idle');
    },
  };
}

let appSocket: LiveSocket | undefined;

/** The app's one live-data socket, created (and following the session) on first use. */
export function getLiveSocket(): LiveSocket {
  appSocket ??= createLiveSocket();
  return appSocket;
}
