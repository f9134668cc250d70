// Connects socket peers (msw ws.link clients in the browser and tests, `ws` sockets on the standalone server) to one
// live simulator: answers pings, keeps each peer's matchGoalInfo subscription and, while any peer is connected,
// steps the simulator on the evening's pace and sends each peer the pushes about its matches. The evening
// (mocks/socket/evening.ts) also decides whether goals rain on subscribed matches and whether connections drop.
import type { ServerMessage } from '@/shared/api/generated/socket/messages';
import { isMatchPush } from '@/shared/live/server-message';
import { clearRoomEndings } from '../handlers/rooms-state';
import { DEFAULT_SEED } from '../seed';
import { systemClock, type LiveClock } from './clock';
import { CLOSE_CODES, NORMAL_EVENING, reseedSports, type LiveEvening } from './evening';
import { finishMatch, type FinalScore } from './finish-match';
import { applyToBets } from './settlement';
import { RoomChatHub } from './room-chat-hub';
import { LiveSimulator } from './simulator';

export interface SocketPeer {
  send(text: string): void;
  /** Ends the connection from the server's side (before it opened: refuses it). */
  close(code: number, reason: string): void;
}

export interface PeerConnection {
  /** Hands an incoming frame to the hub. */
  receive(raw: string): void;
  /** The peer went away. */
  close(): void;
}

/** Seed offset so the simulator's sequence differs from the seed data's. */
const SIMULATOR_SEED_OFFSET = 2;
const MATCH_ID = /^[0-9]+$/;

export interface LiveHubOptions {
  seed?: number;
  clock?: LiveClock;
}

interface Peer {
  matches: Set<number>;
  stopDrop?: () => void;
}

export class LiveHub {
  private clock: LiveClock;
  private seed: number;
  private simulator: LiveSimulator;
  private evening: LiveEvening = NORMAL_EVENING;
  private profile = NORMAL_EVENING.profile;
  private pending: Promise<void> = Promise.resolve();
  private readonly peers = new Map<SocketPeer, Peer>();
  private stopTimers: Array<() => void> = [];
  private refusing = false;
  private stepping = false;
  private rushTurn = 0;

  private readonly ownClock: LiveClock;

  /** The live rooms' chat on the same peers and clock. */
  readonly roomChat: RoomChatHub;

  constructor(options: LiveHubOptions = {}) {
    this.seed = options.seed ?? DEFAULT_SEED;
    this.ownClock = options.clock ?? systemClock;
    this.clock = this.ownClock;
    this.simulator = new LiveSimulator(this.seed + SIMULATOR_SEED_OFFSET);
    this.roomChat = new RoomChatHub(() => this.clock, this.seed);
  }

  /** Runs `run` once after `ms` on the evening's clock (the rooms' dice rounds settle by it); returns the cancel. */
  after(ms: number, run: () => unknown): () => void {
    return this.clock.after(ms, run);
  }

  /** The evening being played (the live rooms read its stream and chat settings). */
  get currentEvening(): LiveEvening {
    return this.evening;
  }

  /** The evening's time. */
  now(): number {
    return this.clock.now();
  }

  /**
   * Plays an evening from now on (none: the normal one). When its sports profile differs from the current data the
   * sports collections are reseeded; the returned promise (also ready()) settles when they are.
   */
  play(evening: Partial<LiveEvening> = {}): Promise<void> {
    this.evening = { ...NORMAL_EVENING, ...evening };
    this.refusing = false;
    clearRoomEndings();
    this.roomChat.configure(this.evening);
    if (this.evening.profile !== this.profile) {
      const { profile } = this.evening;
      this.profile = profile;
      this.pending = this.pending.catch(() => undefined).then(() => reseedSports(this.seed, this.clock.now(), profile));
    }
    this.restartTimers();
    return this.pending;
  }

  /** Settles when the data of the current evening is in place. */
  ready(): Promise<void> {
    return this.pending;
  }

  /** False once the evening refuses new connections (after a drop). */
  acceptsConnections(): boolean {
    return !this.refusing;
  }

  connect(socket: SocketPeer): PeerConnection {
    if (this.refusing) {
      socket.close(CLOSE_CODES.tryAgainLater, 'Try again later');
      return { receive: () => undefined, close: () => undefined };
    }
    const peer: Peer = { matches: new Set() };
    this.peers.set(socket, peer);
    const { dropAfterMs } = this.evening;
    if (dropAfterMs !== undefined) {
      peer.stopDrop = this.clock.after(dropAfterMs, () => {
        this.refusing = true;
        this.leave(socket);
        socket.close(CLOSE_CODES.serviceRestart, 'Service restart');
      });
    }
    if (this.stopTimers.length === 0) this.startTimers();
    return {
      receive: (raw) => this.receive(socket, raw),
      close: () => this.leave(socket),
    };
  }

  /** Runs one simulator step (with the evening's extra odds moves) and delivers its pushes; returns them. */
  async tick(now = this.clock.now()): Promise<ServerMessage[]> {
    await this.pending;
    const messages = await this.simulator.step(now);
    if (this.evening.oddsMovesPerTick > 0) messages.push(...(await this.simulator.moveOdds(this.evening.oddsMovesPerTick, now, this.subscribed())));
    await this.publish(messages);
    return messages;
  }

  /**
   * Moves the odds of `count` subscribed live matches now and delivers the pushes; returns the ids of the matches
   * whose odds changed. `npm run bench:live-odds` drives the page's live list with it.
   */
  async pushOdds(count: number, now = this.clock.now()): Promise<number[]> {
    await this.pending;
    const messages = await this.simulator.moveOdds(count, now, this.subscribed(), true);
    await this.publish(messages);
    return messages.flatMap((m) => (m.businessType === 'oddsChange' ? [m.businessContent.matchId] : []));
  }

  /** Changes the pace of the evening being played, keeping its data (e.g. no automatic odds moves). */
  pace(change: Partial<Pick<LiveEvening, 'tickMs' | 'oddsMovesPerTick' | 'goalEveryMs'>>): void {
    this.evening = { ...this.evening, ...change };
    this.restartTimers();
  }

  /** Scores on the next subscribed live match that can score (in turn); returns the pushes. */
  async rushGoal(now = this.clock.now()): Promise<ServerMessage[]> {
    await this.pending;
    const subscribed = this.subscribed();
    const candidates = this.simulator.liveMatches().filter((m) => subscribed.has(m.id) && this.simulator.canScore(m));
    if (candidates.length === 0) return [];
    const soccer = candidates.filter((m) => m.sid === 1);
    const pool = soccer.length > 0 ? soccer : candidates;
    const match = pool[this.rushTurn % pool.length];
    this.rushTurn += 1;
    const messages = match ? await this.simulator.score(match.id, now) : [];
    await this.publish(messages);
    return messages;
  }

  /** The match ids a peer (or, without one, any peer) asked pushes for. */
  subscribed(socket?: SocketPeer): Set<number> {
    if (socket) return new Set(this.peers.get(socket)?.matches);
    return new Set([...this.peers.values()].flatMap((p) => [...p.matches]));
  }

  get peerCount(): number {
    return this.peers.size;
  }

  /**
   * Drops every peer, returns to the normal evening on `clock` (by default the one the hub was made with) and
   * restarts the simulator from the seed.
   */
  reset(seed = DEFAULT_SEED, clock: LiveClock = this.ownClock): void {
    for (const peer of this.peers.values()) peer.stopDrop?.();
    this.peers.clear();
    this.stopAll();
    this.seed = seed;
    this.clock = clock;
    this.evening = NORMAL_EVENING;
    this.profile = NORMAL_EVENING.profile;
    this.pending = Promise.resolve();
    this.refusing = false;
    this.rushTurn = 0;
    this.simulator = new LiveSimulator(seed + SIMULATOR_SEED_OFFSET);
    clearRoomEndings();
    this.roomChat.reset(seed);
  }

  /**
   * Ends a match now (kicked off first when it has not started, with `score` as the final score when given),
   * settles the bets on it and pushes full time. `ended` is false for an unknown, outright or finished match.
   */
  async finishMatch(matchId: number, score?: FinalScore, now = this.clock.now()): Promise<{ ended: boolean; settled: string[] }> {
    await this.pending;
    const messages = await finishMatch(this.simulator, matchId, now, score);
    const settled = await this.publish(messages);
    return { ended: messages.length > 0, settled };
  }

  /**
   * Applies pushes to the bets (settling ended matches, filling reserves; orders run on the request clock) and
   * then delivers them. Returns the ids of the orders paid out.
   */
  private async publish(messages: readonly ServerMessage[]): Promise<string[]> {
    const settled = await applyToBets(messages, Date.now());
    this.deliver(messages);
    return settled;
  }

  private deliver(messages: readonly ServerMessage[]): void {
    for (const [socket, peer] of this.peers) {
      for (const message of messages) {
        if (isMatchPush(message) && peer.matches.has(message.businessContent.matchId)) socket.send(JSON.stringify(message));
      }
    }
  }

  private leave(socket: SocketPeer): void {
    this.roomChat.leave(socket);
    this.peers.get(socket)?.stopDrop?.();
    this.peers.delete(socket);
    if (this.peers.size === 0) this.stopAll();
  }

  private receive(socket: SocketPeer, raw: string): void {
    let frame: { businessType?: unknown; businessContent?: { source?: unknown } | null; fbId?: unknown } | null;
    try {
      frame = JSON.parse(raw) as typeof frame;
    } catch {
      return;
    }
    if (typeof frame !== 'object' || frame === null) return;
    if (frame.businessType === 'ping') {
      socket.send(JSON.stringify({ businessType: 'pong', businessContent: { serverTime: this.clock.now() } } satisfies ServerMessage));
      return;
    }
    if (this.peers.has(socket) && this.roomChat.receive(socket, frame)) return;
    const peer = this.peers.get(socket);
    if (frame.businessType !== 'matchGoalInfo' || typeof frame.fbId !== 'string' || !peer) return;
    const ids = frame.fbId.split(',').filter((id) => MATCH_ID.test(id)).map(Number);
    // After (re)connecting the list is the whole subscription (an empty one clears it); before a bet it adds.
    if (frame.businessContent?.source !== 'betSlip') peer.matches.clear();
    for (const id of ids) peer.matches.add(id);
  }

  private startTimers(): void {
    this.stopTimers.push(this.clock.every(this.evening.tickMs, () => this.step(() => this.tick())));
    const { goalEveryMs } = this.evening;
    if (goalEveryMs !== undefined) this.stopTimers.push(this.clock.every(goalEveryMs, () => this.step(() => this.rushGoal())));
  }

  /** Runs a timed step unless the previous one is still running (a slow step never piles up). */
  private async step(run: () => Promise<unknown>): Promise<void> {
    if (this.stepping) return;
    this.stepping = true;
    try {
      await run();
    } finally {
      this.stepping = false;
    }
  }

  private restartTimers(): void {
    this.stopAll();
    if (this.peers.size > 0) this.startTimers();
  }

  private stopAll(): void {
    for (const stop of this.stopTimers) stop();
    this.stopTimers = [];
  }
}

/** The hub shared by the msw socket handler and the standalone server. */
export const liveHub = new LiveHub();
