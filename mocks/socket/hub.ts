// Connects socket peers (msw ws.link clients in the browser and tests, `ws` sockets on the standalone server)
// to one live simulator: answers pings, records each peer's matchGoalInfo subscription and, while any peer is
// connected, runs a simulator step every few seconds and sends each peer the pushes about its matches.
import type { ServerMessage } from '@/shared/api/generated/socket/messages';
import { DEFAULT_SEED } from '../seed';
import { LiveSimulator } from './simulator';

export interface SocketPeer {
  send(text: string): void;
}

export interface PeerConnection {
  /** Hands an incoming frame to the hub. */
  receive(raw: string): void;
  close(): void;
}

/** Seed offset so the simulator's sequence differs from the seed data's. */
const SIMULATOR_SEED_OFFSET = 2;

export class LiveHub {
  private simulator: LiveSimulator;
  private readonly peers = new Map<SocketPeer, Set<string>>();
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    seed = DEFAULT_SEED,
    private readonly intervalMs = 4000,
  ) {
    this.simulator = new LiveSimulator(seed + SIMULATOR_SEED_OFFSET);
  }

  connect(peer: SocketPeer): PeerConnection {
    this.peers.set(peer, new Set());
    this.startTimer();
    return {
      receive: (raw) => this.receive(peer, raw),
      close: () => {
        this.peers.delete(peer);
        if (this.peers.size === 0) this.stopTimer();
      },
    };
  }

  /** Runs one simulator step now and delivers its pushes; returns them (for tests and tools). */
  async tick(now = Date.now()): Promise<ServerMessage[]> {
    const messages = await this.simulator.step(now);
    for (const [peer, matches] of this.peers) {
      for (const message of messages) {
        if (message.businessType === 'pong') continue;
        if (matches.has(String(message.businessContent.matchId))) peer.send(JSON.stringify(message));
      }
    }
    return messages;
  }

  /** Drops every peer, stops the timer and restarts the simulator from the seed. */
  reset(seed = DEFAULT_SEED): void {
    this.peers.clear();
    this.stopTimer();
    this.simulator = new LiveSimulator(seed + SIMULATOR_SEED_OFFSET);
  }

  get peerCount(): number {
    return this.peers.size;
  }

  private receive(peer: SocketPeer, raw: string): void {
    let frame: { businessType?: unknown; fbId?: unknown };
    try {
      frame = JSON.parse(raw) as typeof frame;
    } catch {
      return;
    }
    if (frame.businessType === 'ping') {
      peer.send(JSON.stringify({ businessType: 'pong', businessContent: { serverTime: Date.now() } } satisfies ServerMessage));
    } else if (frame.businessType === 'matchGoalInfo' && typeof frame.fbId === 'string') {
      const subscribed = this.peers.get(peer);
      for (const id of frame.fbId.split(',')) if (/^[0-9]+$/.test(id)) subscribed?.add(id);
    }
  }

  private startTimer(): void {
    if (this.timer !== undefined) return;
    this.timer = setInterval(() => void this.tick().catch(() => undefined), this.intervalMs);
    (this.timer as { unref?: () => void }).unref?.();
  }

  private stopTimer(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
  }
}

/** The hub shared by the msw socket handler and the standalone server. */
export const liveHub = new LiveHub();
