import { describe, expect, it } from 'vitest';
import type { GoalContent } from '@/shared/api/generated/socket/messages';
import { liveIndicator } from './LiveConnectionState';
import { goalToastText } from './LiveDataService';

/** Shows which key was used with which values. */
const translate = (key: string, values: Record<string, string | number>) => `${key} ${JSON.stringify(values)}`;
const goal = (side: 1 | 2): GoalContent => ({ matchId: 1, sportId: 1, side, score: [2, 1], time: 0 });

describe('goalToastText', () => {
  it('names the scoring team, both teams and the new score', () => {
    expect(goalToastText(translate, goal(2), ['Home FC', 'Away FC'])).toBe(
      `goal.toast ${JSON.stringify({ scorer: 'Away FC', home: 'Home FC', away: 'Away FC', homeScore: 2, awayScore: 1 })}`,
    );
    expect(goalToastText(translate, goal(1), ['Home FC', 'Away FC'])).toContain('"scorer":"Home FC"');
  });

  it('gives only the score when no cached entry names the teams', () => {
    expect(goalToastText(translate, goal(1), undefined)).toBe(`goal.toastScore ${JSON.stringify({ homeScore: 2, awayScore: 1 })}`);
    expect(goalToastText(translate, goal(1), [])).toMatch(/^goal\.toastScore /);
  });
});

describe('liveIndicator', () => {
  it('a guest sees auto-refresh whatever the socket does', () => {
    for (const state of ['idle', 'connecting', 'connected', 'reconnecting', 'offline'] as const) {
      expect(liveIndicator(false, state)).toBe('autoRefresh');
    }
  });

  it('a member sees the socket state, the start delay as connecting', () => {
    expect(liveIndicator(true, 'idle')).toBe('connecting');
    expect(liveIndicator(true, 'connected')).toBe('connected');
    expect(liveIndicator(true, 'offline')).toBe('offline');
  });
});
