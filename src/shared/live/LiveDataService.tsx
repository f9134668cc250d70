import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoalContent } from '@/shared/api/generated/socket/messages';
import { getToken } from '@/shared/session/token-store';
import { getUserSettings } from '@/shared/settings/user-settings';
import { followedMatchIds, useFollowedMatchIds } from '@/shared/sports/followed-matches';
import { showToast } from '@/shared/ui/toast/toast';
import { createGoalAlertHandler } from './goal-alerts';
import { playGoalSound } from './goal-sound';
import { findCachedMatch } from './live-patches';
import { getLiveSocket } from './live-socket';
import { connectLiveUpdates } from './live-updates';
import { useLiveMatches } from './match-subscriptions';

/** How long a goal toast stays (long enough to read two team names and a score). */
export const GOAL_TOAST_MS = 5000;

/** Translates a key of the live namespace with its values. */
type Translate = (key: 'goal.toast' | 'goal.toastScore', values: Record<string, string | number>) => string;

/** The goal toast's text: the teams and the new score, or only the score when no cached entry names the teams. */
export function goalToastText(t: Translate, goal: GoalContent, teams: readonly string[] | undefined): string {
  const [homeScore, awayScore] = goal.score;
  const [home, away] = teams ?? [];
  if (home === undefined || away === undefined) return t('goal.toastScore', { homeScore, awayScore });
  return t('goal.toast', { scorer: goal.side === 1 ? home : away, home, away, homeScore, awayScore });
}

/**
 * The live layer of a logged-in player, mounted once by the shell: every socket push patches the query cache (and
 * marks odds movement), the followed matches are subscribed wherever the player is, and a goal in one of them
 * plays the chosen sound and shows a toast (when goal sounds are on).
 */
export default function LiveDataService() {
  const socket = getLiveSocket();
  const queryClient = useQueryClient();
  const { t, i18n } = useTranslation('live', { useSuspense: false });
  const language = useRef(i18n.language);
  const translate = useRef<Translate>(t);
  useEffect(() => {
    translate.current = t;
    language.current = i18n.language;
  });

  useLiveMatches(useFollowedMatchIds());

  useEffect(() => connectLiveUpdates(socket, queryClient), [socket, queryClient]);

  useEffect(() => {
    const announce = (goal: GoalContent) => {
      const match = findCachedMatch(queryClient, goal.matchId, language.current);
      const teams = match?.ts.map((team) => team.na);
      showToast({ message: goalToastText(translate.current, goal, teams), type: 'info', position: 'top', durationMs: GOAL_TOAST_MS });
    };
    const handler = createGoalAlertHandler({
      context: () => ({ loggedIn: getToken() !== null, settings: getUserSettings(), followedMatchIds: followedMatchIds() }),
      play: playGoalSound,
      announce,
    });
    return socket.addHandler(handler);
  }, [socket, queryClient]);

  return null;
}
