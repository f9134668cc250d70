/**
 * The route progress bar's state (SPEC.md section 2, guard steps 1 and 6): startProgress() when a navigation
 * begins, doneProgress() when it ends. While pending the bar trickles towards, but never reaches, the end; done
 * fills it and it fades out shortly after.
 */
import { createStore } from '@/shared/lib/create-store';
import { useStore } from '@/shared/lib/use-store';

/** Where a fresh bar starts. */
export const PROGRESS_START = 0.08;
/** Trickle step interval while pending. */
export const PROGRESS_TRICKLE_MS = 200;
/** Each trickle step closes this share of the gap to the ceiling. */
export const PROGRESS_TRICKLE_SHARE = 0.12;
/** The trickle never passes this. */
export const PROGRESS_CEILING = 0.94;
/** How long the full bar stays (and fades) after done before it is gone. */
export const PROGRESS_FADE_MS = 300;

export type ProgressPhase = 'idle' | 'running' | 'done';

export interface ProgressState {
  phase: ProgressPhase;
  /** 0 to 1. */
  value: number;
}

const IDLE: ProgressState = { phase: 'idle', value: 0 };
const progressStore = createStore(IDLE);
let trickle: ReturnType<typeof setInterval> | undefined;
let fade: ReturnType<typeof setTimeout> | undefined;

function stopTimers(): void {
  if (trickle !== undefined) clearInterval(trickle);
  if (fade !== undefined) clearTimeout(fade);
  trickle = undefined;
  fade = undefined;
}

/** Shows the bar and lets it trickle; a bar that is already running keeps its place. */
export function startProgress(): void {
  if (progressStore.get().phase === 'running') return;
  stopTimers();
  progressStore.set({ phase: 'running', value: PROGRESS_START });
  trickle = setInterval(() => {
    progressStore.update(({ value }) => ({
      phase: 'running',
      value: Math.min(PROGRESS_CEILING, value + (PROGRESS_CEILING - value) * PROGRESS_TRICKLE_SHARE),
    }));
  }, PROGRESS_TRICKLE_MS);
}

/** Fills the bar and hides it after the fade; nothing happens when no bar is running. */
export function doneProgress(): void {
  if (progressStore.get().phase !== 'running') return;
  stopTimers();
  progressStore.set({ phase: 'done', value: 1 });
  fade = setTimeout(() => {
    fade = undefined;
    progressStore.reset();
  }, PROGRESS_FADE_MS);
}

/** Back to no bar at once (tests, and a shell that unmounts). */
export function resetProgress(): void {
  stopTimers();
  progressStore.reset();
}

export function getProgress(): ProgressState {
  return progressStore.get();
}

export function subscribeProgress(listener: (progress: ProgressState) => void): () => void {
  return progressStore.subscribe(listener);
}

/** The bar's state, re-rendering on every step. */
export function useProgress(): ProgressState {
  return useStore(progressStore);
}
