import preview from '../../../../.storybook/preview';
import type { QueryClient } from '@tanstack/react-query';
import { expect, waitFor, within } from 'storybook/test';
import { MatchDetailScreen } from '@/features/sportsbook/match-detail/screens/MatchDetailScreen';
import { getGetMatchDetailUrl } from '@/shared/api/generated/sports/match/match';
import { PATHS } from '@/shared/config/paths';
import { scoreOf } from '@/shared/lib/match-display';
import { goal, oddsChange } from '@/shared/live/live-test-data';
import { downFor, inMaintenanceFor, neverAnswering, retryAfterFailure, showsLoading } from '../../../support/load-states';
import type { Canvas } from '../../../support/play';
import { routeScreenAt } from '../../../support/screen';
import { text } from '../../../support/text';
import {
  hasOpenMarket,
  isLiveOf,
  placeMatch,
  pushLive,
  storedMatch,
  storyMatchPath,
  STORY_MATCH_ID,
  suspendAll,
} from './match-detail-story';

const meta = preview.meta({
  title: 'Screens/Sportsbook/MatchDetail/MatchDetailScreen',
  component: MatchDetailScreen,
  ...routeScreenAt('matchDetail', storyMatchPath('match-detail')),
});

const SOCCER = 1;
const ICE_HOCKEY = 2;
const BASKETBALL = 3;
const CORRECT_SCORE = 1099;

/** The scoreboard shows the stored score. */
async function showsStoredScore(canvas: Canvas) {
  const score = scoreOf(storedMatch().nsg);
  if (!score) throw new Error('The story match has no score');
  await expect(await canvas.findByLabelText(text('match-detail:score', { home: score[0], away: score[1] }))).toBeVisible();
}

/** The selection buttons of the markets (not the follow star or the watch buttons). */
const selections = (root: HTMLElement) => [...root.querySelectorAll<HTMLButtonElement>('section[data-mty] button[aria-pressed]')];

const clockText = (canvas: Canvas) => canvas.getByTestId('match-clock').textContent ?? '';
const marketTabs = (canvas: Canvas) => canvas.getByRole('tablist', { name: text('match-detail:markets.tabs') });

/**
 * A live soccer match: teams, score and a clock that ticks; the market tabs switch to the correct-score grid, a
 * score is picked into the bet selections, and the animation opens under the scoreboard.
 */
export const Soccer = meta.story({
  beforeEach: async () => {
    await placeMatch((match) => isLiveOf(SOCCER)(match) && hasOpenMarket(CORRECT_SCORE)(match) && (match.as ?? []).length > 0);
  },
  play: async ({ canvas, userEvent }) => {
    await showsStoredScore(canvas);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeInTheDocument();
    const before = clockText(canvas);
    await waitFor(() => expect(clockText(canvas)).not.toBe(before), { timeout: 3000 });

    const tabs = within(marketTabs(canvas));
    await expect(tabs.getByRole('tab', { name: text('match-detail:tab.p') })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(tabs.getByRole('tab', { name: text('match-detail:tab.cs') }));
    const draws = within(await canvas.findByRole('group', { name: text('match-detail:correctScore.draw') }));
    const nilNil = draws.getAllByRole('button').find((button) => button.textContent?.startsWith('0-0') && !(button as HTMLButtonElement).disabled);
    await expect(nilNil).toBeDefined();
    if (!nilNil) return;
    await expect(nilNil).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(nilNil);
    await expect(nilNil).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(canvas.getByRole('button', { name: text('match-detail:watch.animation') }));
    await expect(canvas.getByTitle(new RegExp(`^${text('match-detail:watch.animationTitle', { match: '' })}`))).toBeInTheDocument();
  },
});

/** Basketball: the quarter clock counts down and the quarters' points are listed by period. */
export const Basketball = meta.story({
  beforeEach: async () => {
    await placeMatch(isLiveOf(BASKETBALL));
  },
  play: async ({ canvas }) => {
    await showsStoredScore(canvas);
    const toSeconds = (clock: string) => clock.split(':').reduce((total, part) => total * 60 + Number(part), 0);
    const before = toSeconds(clockText(canvas));
    await waitFor(() => expect(toSeconds(clockText(canvas))).toBeLessThan(before), { timeout: 3000 });
    const table = canvas.getByRole('table', { name: text('match-detail:periodScores') });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
  },
});

/** Ice hockey with its penalty box: the sport's own scoreboard values are labelled. */
export const SportScoreboard = meta.story({
  beforeEach: async () => {
    await placeMatch(isLiveOf(ICE_HOCKEY), (match) => ({ ...match, sb: { ...match.sb, ihs: 2, ias: 1 } }));
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: text('match-detail:periodScores') });
    const heading = within(table).getByRole('columnheader', { name: text('match-detail:scoreboard.penaltyBox') });
    await expect(heading).toBeVisible();
    const [, home, away] = within(table).getAllByRole('row');
    await expect(home).toHaveTextContent('2');
    await expect(away).toHaveTextContent('1');
  },
});

/** Every market suspended: each group is marked and every selection is locked. */
export const Suspended = meta.story({
  beforeEach: async () => {
    await placeMatch(isLiveOf(SOCCER), suspendAll);
  },
  play: async ({ canvas, canvasElement }) => {
    const marks = await canvas.findAllByText(text('match-detail:markets.suspended'));
    await expect(marks.length).toBeGreaterThan(0);
    const groups = canvas.getAllByRole('heading', { level: 2 });
    await expect(marks).toHaveLength(groups.length);
    await expect(selections(canvasElement).length).toBeGreaterThan(0);
    for (const button of selections(canvasElement)) await expect(button).toBeDisabled();
    await expect(canvas.getAllByRole('img', { name: text('sports:locked') }).length).toBeGreaterThan(0);
  },
});

/** The provider pauses the match (ss 2): a notice says so and every selection is locked. */
export const Paused = meta.story({
  beforeEach: async () => {
    await placeMatch(isLiveOf(SOCCER), (match) => ({ ...match, ss: 2 }));
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(text('match-detail:markets.paused'))).toBeVisible();
    await expect(selections(canvasElement).length).toBeGreaterThan(0);
    for (const button of selections(canvasElement)) await expect(button).toBeDisabled();
  },
});

/** A finished match takes no more bets: the markets give way to a notice. */
export const Ended = meta.story({
  beforeEach: async () => {
    await placeMatch(isLiveOf(SOCCER), (match) => ({ ...match, ms: 0 }));
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(text('match-detail:markets.closed'))).toBeVisible();
    await expect(canvas.queryByRole('tablist')).not.toBeInTheDocument();
    await expect(selections(canvasElement)).toHaveLength(0);
  },
});

/** Pushes arrive: a goal changes the score, and moved odds show their new price with an up marker. */
export const LiveUpdating = meta.story({
  beforeEach: async () => {
    await placeMatch(isLiveOf(SOCCER));
  },
  play: async ({ canvas, loaded }) => {
    await showsStoredScore(canvas);
    const match = storedMatch();
    const [home, away] = scoreOf(match.nsg) ?? [0, 0];
    const market = match.mg.flatMap((group) => group.mks).find((line) => line.ss === 1 && line.op.every((option) => option.od > 0));
    const option = market?.op[0];
    if (!market || !option) throw new Error('The story match has no open market');
    const raised = Math.round((option.od + 0.37) * 100) / 100;

    pushLive(
      loaded.queryClient as QueryClient,
      goal(STORY_MATCH_ID, [home + 1, away]),
      oddsChange(STORY_MATCH_ID, [{ mid: market.id, ss: 1, op: [{ ty: option.ty, od: raised }] }]),
    );

    await expect(await canvas.findByLabelText(text('match-detail:score', { home: home + 1, away }))).toBeVisible();
    const marker = await canvas.findByRole('img', { name: text('sports:selection.up') });
    await expect(marker.closest('button')).toHaveTextContent(raised.toFixed(2));
  },
});

export const Loading = meta.story({
  beforeEach: async () => {
    await placeMatch(isLiveOf(SOCCER));
  },
  parameters: neverAnswering(getGetMatchDetailUrl()),
  play: showsLoading('match-detail:loading'),
});

/** The call fails: a retry brings the match once the provider answers again. */
export const LoadFailed = meta.story({
  beforeEach: async () => {
    await placeMatch(isLiveOf(SOCCER));
  },
  parameters: downFor(getGetMatchDetailUrl()),
  play: retryAfterFailure('match-detail:loadFailed', showsStoredScore),
});

/** The provider is under maintenance (code 8): a retry state, and the match once the maintenance is over. */
export const Maintenance = meta.story({
  beforeEach: async () => {
    await placeMatch(isLiveOf(SOCCER));
  },
  parameters: inMaintenanceFor(getGetMatchDetailUrl()),
  play: retryAfterFailure('match-detail:loadFailed', showsStoredScore),
});

/** An id the provider does not know: a not-found state with the way back to the sports list. */
export const NotFound = meta.story({
  parameters: { route: { path: PATHS.matchDetail, url: storyMatchPath('match-detail', 987_654_321) } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(text('match-detail:notFound.title'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('match-detail:notFound.back') }));
    await expect(await canvas.findByTestId('router-location')).toHaveTextContent(PATHS.sports);
  },
});
