import { useCallback, useEffect, useMemo, useReducer } from 'react';
import { initialPlayerState, playerReducer, type PlayerState } from '../lib/animation-queue';
import { ANIMATION_IDS, ANIMATION_MS, type AnimationId } from '../lib/animations';

export interface AnimationPlayer {
  state: PlayerState<AnimationId>;
  playOne(id: AnimationId): void;
  enqueue(id: AnimationId): void;
  playAll(): void;
  stop(): void;
}

/**
 * Drives the queue model with a timer per run: each animation ends after its own duration, with motion or as a
 * still frame, so the queue steps through the same way either way.
 */
export function useAnimationPlayer(): AnimationPlayer {
  const [state, dispatch] = useReducer(playerReducer<AnimationId>, undefined, initialPlayerState<AnimationId>);
  const current = state.current;

  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => dispatch({ type: 'finished', runId: current.runId }), ANIMATION_MS[current.id]);
    return () => clearTimeout(timer);
  }, [current]);

  const playOne = useCallback((id: AnimationId) => dispatch({ type: 'playOne', id }), []);
  const enqueue = useCallback((id: AnimationId) => dispatch({ type: 'enqueue', id }), []);
  const playAll = useCallback(() => dispatch({ type: 'playQueue', ids: ANIMATION_IDS }), []);
  const stop = useCallback(() => dispatch({ type: 'stop' }), []);

  return useMemo(() => ({ state, playOne, enqueue, playAll, stop }), [state, playOne, enqueue, playAll, stop]);
}
