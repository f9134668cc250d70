import type { GoalContent, ServerMessage } from '@/shared/api/generated/socket/messages';
import type { UserSettings } from '@/shared/settings/user-settings';
import type { GoalSound } from './goal-sound';
import type { LiveMessageHandler } from './live-socket';

/** What decides whether a goal is announced (SPEC.md sections 3 and 6: goal sounds need login). */
export interface GoalAlertContext {
  loggedIn: boolean;
  settings: Pick<UserSettings, 'pushTongStatus' | 'pushTong'>;
  followedMatchIds: readonly number[];
}

/** pushTongStatus 0 means goal sounds on. */
export const GOAL_ALERTS_ON = 0;

/**
 * The sound to play for a goal, or null when the goal is not announced: only for a logged-in player with goal
 * sounds on, and only for a match the player follows.
 */
export function goalAlertSound(goal: Pick<GoalContent, 'matchId'>, context: GoalAlertContext): GoalSound | null {
  if (!context.loggedIn || context.settings.pushTongStatus !== GOAL_ALERTS_ON) return null;
  return context.followedMatchIds.includes(goal.matchId) ? context.settings.pushTong : null;
}

export interface GoalAlertOptions {
  /** Read at each goal, so a change of session, settings or followed list counts at once. */
  context: () => GoalAlertContext;
  play: (sound: GoalSound) => void;
  /** Shows the goal (a toast with the teams and the new score). */
  announce: (goal: GoalContent) => void;
}

/** A socket handler that plays the chosen sound and announces each goal that goalAlertSound lets through. */
export function createGoalAlertHandler({ context, play, announce }: GoalAlertOptions): LiveMessageHandler {
  return (message: ServerMessage) => {
    if (message.businessType !== 'goal') return;
    const sound = goalAlertSound(message.businessContent, context());
    if (sound === null) return;
    play(sound);
    announce(message.businessContent);
  };
}
