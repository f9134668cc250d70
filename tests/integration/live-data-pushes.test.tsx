import { act, within } from '@testing-library/react';
import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import type { ServerMessage } from '@/shared/api/generated/socket/messages';
import type { MatchPage } from '@/shared/api/generated/sports/model';
import { getGetMatchListUrl } from '@/shared/api/generated/sports/match/match';
import { i18n } from '@/shared/i18n';
import { formatOdds } from '@/shared/lib/odds';
import { GOAL_SOUND_FILES } from '@/shared/live/goal-sound';
import { getLiveSocket } from '@/shared/live/live-socket';
import { clearToken } from '@/shared/session/token-store';
import { setUserSettings } from '@/shared/settings/user-settings';
import { toggleFollowedMatch } from '@/shared/sports/followed-matches';
import { mainMarkets } from '@/shared/ui/match-card/main-markets';
import { sportsKeys } from '@/shared/sports/sports-queries';
import { renderApp } from '../support/render-app';
import { countRequests } from '../support/requests';
import { recordToasts } from '../support/toasts';
import { advance, until } from '../support/waits';
import { broadcast, cardOf, goal, LIVE, logInAndListen, openHome, played, useLiveDataSetup } from './live-data-support';

/** Pushes in the running app: odds patched on screen, goal alerts for followed matches. */

useLiveDataSetup();

describe('pushes', { timeout: 20_000 }, () => {
  it('an odds push changes the odds on screen without fetching the list again', async () => {
    // The sports list shows the odds (the home rail shows teams and score only).
    const view = await renderApp('/sports', 'en');
    await i18n.loadNamespaces(['live', 'sports']);
    let row: HTMLElement | undefined;
    await until(() => {
      row = document.querySelector<HTMLElement>('article[data-match-row]') ?? undefined;
      expect(row).toBeDefined();
    }, LIVE);
    const id = Number(row?.dataset.matchRow);
    // The list keeps its pages as infinite data under the match-list key root.
    const match = view.queryClient
      .getQueriesData<InfiniteData<MatchPage> | MatchPage>({ queryKey: sportsKeys.matchLists })
      .flatMap(([, data]) => (data && 'pages' in data ? data.pages : data ? [data] : []))
      .flatMap((page) => page?.records ?? [])
      .find((record) => record.id === id);
    const main = match ? mainMarkets(match)[0] : undefined;
    if (!match || !main) throw new Error('The sports list shows no match with odds');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    await logInAndListen();
    const lists = countRequests(server, getGetMatchListUrl());
    const [first] = main.market.op;
    const moved = first!.od > 0 && first!.od < 3 ? 3.33 : 1.44;

    const push: ServerMessage = {
      businessType: 'oddsChange',
      fbId: String(match.id),
      businessContent: { matchId: match.id, markets: [{ mid: main.market.id, ss: 1, op: [{ ty: first!.ty, od: moved }] }] },
    };
    broadcast(push);

    // The pushed option's own button (first column = the first main market, buttons in the order of its options):
    // the new odds with the movement marker beside them, which stays for 2 s, so the text is read as it contains.
    const optionButton = () => {
      const row = document.querySelector<HTMLElement>(`article[data-match-row="${match.id}"]`)!;
      const [column] = within(row).getAllByRole('group');
      return within(column!).getAllByRole('button')[0]!;
    };
    await until(() => expect(optionButton()).toHaveTextContent(formatOdds(moved, 1)!), LIVE);
    const direction = moved > first!.od ? 'up' : 'down';
    expect(within(optionButton()).getByRole('img', { name: i18n.t(`sports:selection.${direction}`) })).toBeInTheDocument();
    expect(lists()).toBe(0);
  });
});

describe('goal alerts', { timeout: 20_000 }, () => {
  it('a goal in a followed match plays the chosen sound, shows a toast with the teams and score, and updates the score', async () => {
    const { match } = await openHome();
    toggleFollowedMatch(match.sid, match.id);
    setUserSettings({ pushTongStatus: 0, pushTong: 2 });
    await logInAndListen();
    const toasts = recordToasts();

    broadcast(goal(match, [4, 3]));

    await until(() => expect(played).toHaveLength(1), LIVE);
    expect(played[0]).toMatch(new RegExp(`/${GOAL_SOUND_FILES[2]}$`));
    const [home, away] = match.ts.map((team) => team.na);
    expect(toasts.shown.map((toast) => toast.message)).toEqual([
      i18n.t('live:goal.toast', { scorer: home, home, away, homeScore: 4, awayScore: 3 }),
    ]);
    await until(() => expect(within(cardOf(match)).getByText('4')).toBeInTheDocument(), LIVE);
    expect(within(cardOf(match)).getByText('3')).toBeInTheDocument();
  });

  it('the cheer plays when it is the chosen sound', async () => {
    const { match } = await openHome();
    toggleFollowedMatch(match.sid, match.id);
    await logInAndListen();

    broadcast(goal(match, [1, 0]));
    await until(() => expect(played).toHaveLength(1), LIVE);
    expect(played[0]).toMatch(new RegExp(`/${GOAL_SOUND_FILES[1]}$`));
  });

  it('stays silent for a match not followed, with goal sounds off, and after logout', async () => {
    const { match } = await openHome();
    await logInAndListen();
    const toasts = recordToasts();

    const homeScore = (score: number) => within(cardOf(match)).getByText(String(score));

    broadcast(goal(match, [5, 0]));
    await until(() => expect(homeScore(5)).toBeInTheDocument(), LIVE);

    toggleFollowedMatch(match.sid, match.id);
    setUserSettings({ pushTongStatus: 1 });
    broadcast(goal(match, [6, 0]));
    await until(() => expect(homeScore(6)).toBeInTheDocument(), LIVE);

    setUserSettings({ pushTongStatus: 0 });
    act(() => clearToken());
    await until(() => expect(getLiveSocket().state.get()).toBe('idle'), LIVE);
    broadcast(goal(match, [7, 0]));
    await advance(0);

    // The first two goals reached the app (they are on screen) without a sound or a toast; the third, after
    // logout, did not reach it at all.
    expect(homeScore(6)).toBeInTheDocument();
    expect(played).toEqual([]);
    expect(toasts.shown).toEqual([]);
  });
});
