import type { OddsChangeMessage } from '@/shared/api/generated/socket/messages';
import type { MatchRecord } from '@/shared/api/generated/sports/model';
import { createStore, type ReadableStore } from '@/shared/lib/create-store';
import { useStore } from '@/shared/lib/use-store';

/**
 * Which way the odds of a selection last moved (SPEC.md section 4): up when the new odds are higher, down when
 * lower, nothing otherwise; the marker clears 2 seconds after the change, and a newer change restarts the 2 s.
 * Read by the selection buttons and the bet cart (docs/decisions/012-live-data-in-shared-live.md).
 */

export type OddsDirection = 'up' | 'down';

/** One selection: match id, market id and option type. */
export type SelectionKey = `${number}:${number}:${number}`;

export const ODDS_MOVEMENT_MS = 2000;

export const selectionKey = (matchId: number, marketId: number, optionType: number): SelectionKey =>
  `${matchId}:${marketId}:${optionType}`;

/**
 * Up or down for a move between two prices, or null when they are equal or either is not a price (locked odds
 * are below 0): locking or reopening a selection is not a movement.
 */
export function oddsDirection(previous: number, next: number): OddsDirection | null {
  if (!(previous > 0) || !(next > 0) || previous === next) return null;
  return next > previous ? 'up' : 'down';
}

export type OddsMovementState = Readonly<Partial<Record<SelectionKey, OddsDirection>>>;

export interface OddsMovement extends ReadableStore<OddsMovementState> {
  /** Notes a change of the odds of a selection; marks it when they moved (and restarts its 2 s). */
  record(key: SelectionKey, previous: number, next: number): void;
  /** Drops every marker and pending clear. */
  clear(): void;
}

export function createOddsMovement(clearAfterMs = ODDS_MOVEMENT_MS): OddsMovement {
  const store = createStore<OddsMovementState>({});
  const timers = new Map<SelectionKey, ReturnType<typeof setTimeout>>();

  const unmark = (key: SelectionKey) => {
    timers.delete(key);
    store.update((state) => {
      if (!(key in state)) return state;
      const { [key]: _cleared, ...rest } = state;
      return rest;
    });
  };

  return {
    get: store.get,
    subscribe: store.subscribe,
    record(key, previous, next) {
      const direction = oddsDirection(previous, next);
      if (!direction) return;
      clearTimeout(timers.get(key));
      timers.set(key, setTimeout(unmark, clearAfterMs, key));
      store.update((state) => (state[key] === direction ? state : { ...state, [key]: direction }));
    },
    clear() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      store.reset();
    },
  };
}

/** Records, for every selection of `match` an odds push names, the move from its cached odds to the pushed ones. */
export function recordOddsPush(movement: OddsMovement, match: MatchRecord, message: OddsChangeMessage): void {
  const { matchId, markets } = message.businessContent;
  if (match.id !== matchId) return;
  const cached = new Map(match.mg.flatMap((group) => group.mks).map((market) => [market.id, market]));
  for (const pushed of markets) {
    const market = cached.get(pushed.mid);
    for (const option of pushed.op) {
      const previous = market?.op.find((candidate) => candidate.ty === option.ty);
      if (previous) movement.record(selectionKey(matchId, pushed.mid, option.ty), previous.od, option.od);
    }
  }
}

/** The app's odds movement markers. */
export const oddsMovement = createOddsMovement();

/** The marker of one selection, re-rendering only when that selection's marker changes. */
export function useOddsMovement(key: SelectionKey, movement: ReadableStore<OddsMovementState> = oddsMovement) {
  return useStore(movement, (state) => state[key] ?? null);
}
