/** The demo animations of /learn. Durations drive both the CSS animation and the player's step timer. */
export const ANIMATION_IDS = ['goal', 'coins', 'betPlaced'] as const;
export type AnimationId = (typeof ANIMATION_IDS)[number];

export const ANIMATION_MS: Record<AnimationId, number> = {
  goal: 1800,
  coins: 2000,
  betPlaced: 1200,
};
