/**
 * The route progress bar's state (SPEC.md section 2, guard steps 1 and 6): startProgress() when a navigation
 * begins, doneProgress() when it ends. While pending the bar trickles towards, but never reaches, the end; done
 * fills it and it fades out shortly after.
 */

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

type Listener = () => void;

const IDLE: ProgressState = { phase: 'idle', value: 0 };
let state: ProgressState = IDLE;
let trickle: ReturnType<typeof setInterval> | undefined;
let fade: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<Listener>();

function set(next: ProgressState): void {
  state = next;
  for (const listener of [...listeners]) listener();
}

function stopTimers(): void {
  if (trickle !== undefined) clearInterval(trickle);
  if (fade !== undefined) clearTimeout(fade);
  trickle = undefined;
  fade = undefined;
}

/** Shows the bar and lets it trickle; a bar that is already running keeps its place. */
export function startProgress(): void {
  if (state.phase === 'running') return;
  stopTimers();
  set({ phase: 'running', value: PROGRESS_START });
  trickle = setInterval(() => {
    const gap = PROGRESS_CEILING - state.value;
    set({ phase: 'running', value: Math.min(PROGRESS_CEILING, state.value + gap * PROGRESS_TRICKLE_SHARE) });
  }, PROGRESS_TRICKLE_MS);
}

/** Fills the bar and hides it after the fade; nothing happens when no bar is running. */
export function doneProgress(): void {
  if (state.phase !== 'running') return;
  stopTimers();
  set({ phase: 'done', value: 1 });
  fade = setTimeout(() => {
    fade = undefined;
    set(IDLE);
  }, PROGRESS_FADE_MS);
}

/** Back to no bar at once (tests, and a shell that unmounts). */
export function resetProgress(): void {
  stopTimers();
  if (state !== IDLE) set(IDLE);
}

export function getProgress(): ProgressState {
  return state;
}

export function subscribeProgress(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
