import type { UserSettings } from '@/shared/settings/user-settings';

/** The goal sound a player chose (SPEC.md section 3 "User settings": pushTong 1 cheer, 2 whistle). */
export type GoalSound = UserSettings['pushTong'];

/** The shipped sound files, under public/ (made by scripts/make-goal-sounds.mjs). */
export const GOAL_SOUND_FILES: Readonly<Record<GoalSound, string>> = {
  1: 'sounds/goal-cheer.wav',
  2: 'sounds/goal-whistle.wav',
};

export const goalSoundUrl = (sound: GoalSound): string => `${import.meta.env.BASE_URL}${GOAL_SOUND_FILES[sound]}`;

const players = new Map<GoalSound, HTMLAudioElement>();

/**
 * Plays a goal sound from the start (one audio element per sound, made on first use). A browser that refuses to
 * play (no interaction with the page yet, no audio output) leaves the goal silent: the toast still shows.
 */
export function playGoalSound(sound: GoalSound): void {
  if (typeof Audio === 'undefined') return;
  let audio = players.get(sound);
  if (!audio) {
    audio = new Audio(goalSoundUrl(sound));
    audio.preload = 'auto';
    players.set(sound, audio);
  }
  audio.currentTime = 0;
  try {
    void audio.play()?.catch(() => undefined);
  } catch {
    // Some engines throw instead of rejecting when playback is not possible.
  }
}
