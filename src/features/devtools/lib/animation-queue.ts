/**
 * The animation player's queue as a pure reducer: what plays now, what comes next, what already played, and how
 * the last run ended. Each start gets a new run id; a `finished` report for any other run (an animation that was
 * stopped or replaced) is ignored, so a late timer or animationend can never skip an item.
 */

export interface CurrentRun<Id extends string> {
  id: Id;
  runId: number;
}

export interface PlayerState<Id extends string> {
  current: CurrentRun<Id> | null;
  upNext: readonly Id[];
  /** Finished in this session, in order (cleared when a new session starts from idle or by play). */
  played: readonly Id[];
  /** How the last session ended; null while playing or before anything played. */
  ended: 'finished' | 'stopped' | null;
  lastRunId: number;
}

export type PlayerAction<Id extends string> =
  /** Drops whatever plays or waits and plays this one alone. */
  | { type: 'playOne'; id: Id }
  /** Drops whatever plays or waits and plays these in order. */
  | { type: 'playQueue'; ids: readonly Id[] }
  /** Adds one to the end of the queue; starts it at once when nothing plays. */
  | { type: 'enqueue'; id: Id }
  /** The run with this id reached its end. */
  | { type: 'finished'; runId: number }
  | { type: 'stop' };

export function initialPlayerState<Id extends string>(): PlayerState<Id> {
  return { current: null, upNext: [], played: [], ended: null, lastRunId: 0 };
}

/** Starts a fresh session with these ids; an empty list leaves the player idle. */
function startSession<Id extends string>(state: PlayerState<Id>, ids: readonly Id[]): PlayerState<Id> {
  const [first, ...rest] = ids;
  if (first === undefined) return { ...state, current: null, upNext: [], played: [], ended: null };
  const runId = state.lastRunId + 1;
  return { current: { id: first, runId }, upNext: rest, played: [], ended: null, lastRunId: runId };
}

export function playerReducer<Id extends string>(state: PlayerState<Id>, action: PlayerAction<Id>): PlayerState<Id> {
  switch (action.type) {
    case 'playOne':
      return startSession(state, [action.id]);
    case 'playQueue':
      return startSession(state, action.ids);
    case 'enqueue':
      if (state.current) return { ...state, upNext: [...state.upNext, action.id] };
      return startSession(state, [action.id]);
    case 'finished': {
      if (state.current?.runId !== action.runId) return state;
      const played = [...state.played, state.current.id];
      const [next, ...rest] = state.upNext;
      if (next === undefined) return { ...state, current: null, upNext: [], played, ended: 'finished' };
      const runId = state.lastRunId + 1;
      return { current: { id: next, runId }, upNext: rest, played, ended: null, lastRunId: runId };
    }
    case 'stop':
      if (!state.current && state.upNext.length === 0) return state;
      return { ...state, current: null, upNext: [], ended: 'stopped' };
  }
}

/** 1-based position of the current item in its session and the session's length, or null when idle. */
export function queueProgress<Id extends string>(state: PlayerState<Id>): { position: number; total: number } | null {
  if (!state.current) return null;
  const position = state.played.length + 1;
  return { position, total: position + state.upNext.length };
}
