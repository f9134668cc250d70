import { describe, expect, it } from 'vitest';
import { initialPlayerState, playerReducer, queueProgress, type PlayerAction, type PlayerState } from './animation-queue';

type Id = 'a' | 'b' | 'c';

function run(...actions: PlayerAction<Id>[]): PlayerState<Id> {
  return actions.reduce(playerReducer<Id>, initialPlayerState<Id>());
}

/** Reports the end of whatever runs now. */
function finishCurrent(state: PlayerState<Id>): PlayerState<Id> {
  if (!state.current) throw new Error('nothing is playing');
  return playerReducer(state, { type: 'finished', runId: state.current.runId });
}

describe('animation queue', () => {
  it('starts idle', () => {
    const state = initialPlayerState<Id>();
    expect(state.current).toBeNull();
    expect(state.upNext).toEqual([]);
    expect(state.ended).toBeNull();
    expect(queueProgress(state)).toBeNull();
  });

  it('plays one animation and ends as finished', () => {
    let state = run({ type: 'playOne', id: 'b' });
    expect(state.current?.id).toBe('b');
    expect(queueProgress(state)).toEqual({ position: 1, total: 1 });
    state = finishCurrent(state);
    expect(state.current).toBeNull();
    expect(state.played).toEqual(['b']);
    expect(state.ended).toBe('finished');
  });

  it('plays a queue in order, one after the other', () => {
    let state = run({ type: 'playQueue', ids: ['c', 'a', 'b'] });
    const seen: Id[] = [];
    const positions: Array<[number, number]> = [];
    while (state.current) {
      seen.push(state.current.id);
      const progress = queueProgress(state);
      if (progress) positions.push([progress.position, progress.total]);
      state = finishCurrent(state);
    }
    expect(seen).toEqual(['c', 'a', 'b']);
    expect(positions).toEqual([[1, 3], [2, 3], [3, 3]]);
    expect(state.played).toEqual(['c', 'a', 'b']);
    expect(state.ended).toBe('finished');
  });

  it('gives every run a new id, also when the same animation repeats', () => {
    let state = run({ type: 'playQueue', ids: ['a', 'a'] });
    const first = state.current?.runId;
    state = finishCurrent(state);
    expect(state.current?.id).toBe('a');
    expect(state.current?.runId).not.toBe(first);
  });

  it('ignores a finished report of a run that is no longer current', () => {
    let state = run({ type: 'playQueue', ids: ['a', 'b'] });
    const stale = state.current?.runId ?? -1;
    state = playerReducer(state, { type: 'playOne', id: 'c' });
    const after = playerReducer(state, { type: 'finished', runId: stale });
    expect(after).toBe(state);
    expect(after.current?.id).toBe('c');
  });

  it('stop clears the current animation and the queue, and a late finish changes nothing', () => {
    let state = run({ type: 'playQueue', ids: ['a', 'b', 'c'] });
    const runId = state.current?.runId ?? -1;
    state = playerReducer(state, { type: 'stop' });
    expect(state.current).toBeNull();
    expect(state.upNext).toEqual([]);
    expect(state.ended).toBe('stopped');
    expect(playerReducer(state, { type: 'finished', runId })).toBe(state);
  });

  it('stop while idle keeps the state as it is', () => {
    const idle = initialPlayerState<Id>();
    expect(playerReducer(idle, { type: 'stop' })).toBe(idle);
  });

  it('enqueue starts at once when idle and appends while playing', () => {
    let state = run({ type: 'enqueue', id: 'a' });
    expect(state.current?.id).toBe('a');
    state = playerReducer(state, { type: 'enqueue', id: 'b' });
    state = playerReducer(state, { type: 'enqueue', id: 'c' });
    expect(state.current?.id).toBe('a');
    expect(state.upNext).toEqual(['b', 'c']);
    expect(queueProgress(state)).toEqual({ position: 1, total: 3 });
  });

  it('play one replaces a running queue', () => {
    const state = run({ type: 'playQueue', ids: ['a', 'b', 'c'] }, { type: 'playOne', id: 'b' });
    expect(state.current?.id).toBe('b');
    expect(state.upNext).toEqual([]);
    expect(state.played).toEqual([]);
  });

  it('a new session after a finished one starts with an empty played list', () => {
    let state = finishCurrent(run({ type: 'playOne', id: 'a' }));
    state = playerReducer(state, { type: 'enqueue', id: 'b' });
    expect(state.played).toEqual([]);
    expect(state.ended).toBeNull();
  });

  it('an empty queue leaves the player idle', () => {
    const state = run({ type: 'playQueue', ids: [] });
    expect(state.current).toBeNull();
    expect(state.ended).toBeNull();
  });
});
