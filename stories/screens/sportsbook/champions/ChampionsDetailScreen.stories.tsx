import preview from '../../../../.storybook/preview';
import type { QueryClient } from '@tanstack/react-query';
import { expect, within } from 'storybook/test';
import { ChampionsDetailScreen } from '@/features/sportsbook/champions/screens/ChampionsDetailScreen';
import { getGetMatchDetailUrl } from '@/shared/api/generated/sports/match/match';
import type { MatchRecord } from '@/shared/api/generated/sports/model';
import { PATHS } from '@/shared/config/paths';
import { oddsChange } from '@/shared/live/live-test-data';
import { downFor, inMaintenanceFor, neverAnswering, retryAfterFailure, showsLoading } from '../../../support/load-states';
import type { Canvas } from '../../../support/play';
import { routeScreenAt } from '../../../support/screen';
import { text } from '../../../support/text';
import { isLiveOf, placeMatch, pushLive, storedMatch, storyMatchPath, STORY_MATCH_ID } from '../match-detail/match-detail-story';

const meta = preview.meta({
  title: 'Screens/Sportsbook/Champions/ChampionsDetailScreen',
  component: ChampionsDetailScreen,
  ...routeScreenAt('championsDetail', storyMatchPath('champions-detail')),
});

const isOutright = (match: MatchRecord) => match.ty === 1 && match.mg.some((group) => group.mks.some((market) => market.op.length > 2));
/** The outright's first market that takes bets on its contenders. */
const openContenders = (match: MatchRecord) =>
  match.mg.flatMap((group) => group.mks).find((market) => market.ss === 1 && market.op.filter((option) => option.od > 0).length > 2);

/** The contenders' odds on screen, in the order shown. */
async function shownOdds(canvas: Canvas): Promise<number[]> {
  const list = await canvas.findByRole('list', { name: text('match-detail:outright.contenders') });
  return within(list)
    .getAllByRole('button')
    .map((button) => Number(/\d+\.\d{2}/.exec(button.textContent ?? '')?.[0] ?? Number.NaN));
}

/** The contenders are listed. */
async function showsContenders(canvas: Canvas) {
  await expect(await canvas.findByRole('list', { name: text('match-detail:outright.contenders') })).toBeVisible();
}

/** An outright: every contender with its odds, favourite first, each one a selection. */
export const Outright = meta.story({
  beforeEach: async () => {
    await placeMatch(isOutright);
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    const odds = await shownOdds(canvas);
    await expect(odds).toHaveLength(storedMatch().mg[0]?.mks[0]?.op.length ?? -1);
    await expect(odds).toEqual([...odds].sort((a, b) => a - b));

    const list = canvas.getByRole('list', { name: text('match-detail:outright.contenders') });
    const [favourite] = within(list).getAllByRole('button');
    if (!favourite) throw new Error('No contender shown');
    await userEvent.click(favourite);
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  },
});

/** A normal match's id opens its match page instead. */
export const NormalMatch = meta.story({
  beforeEach: async () => {
    await placeMatch(isLiveOf(1));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('router-location')).toHaveTextContent(storyMatchPath('match-detail'));
  },
});

/** The call fails: a retry brings the outright once the provider answers again. */
export const LoadFailed = meta.story({
  beforeEach: async () => {
    await placeMatch(isOutright);
  },
  parameters: downFor(getGetMatchDetailUrl()),
  play: retryAfterFailure('match-detail:outright.loadFailed', showsContenders),
});

/** An id the provider does not know: not found, with the way back. */
export const NotFound = meta.story({
  parameters: { route: { path: PATHS.championsDetail, url: storyMatchPath('champions-detail', 987_654_321) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('match-detail:notFound.title'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('match-detail:notFound.back') })).toBeVisible();
  },
});

export const Loading = meta.story({
  beforeEach: async () => {
    await placeMatch(isOutright);
  },
  parameters: neverAnswering(getGetMatchDetailUrl()),
  play: showsLoading('match-detail:outright.loading'),
});

/** The provider is under maintenance (code 8): a retry state, and the outright once the maintenance is over. */
export const Maintenance = meta.story({
  beforeEach: async () => {
    await placeMatch(isOutright);
  },
  parameters: inMaintenanceFor(getGetMatchDetailUrl()),
  play: retryAfterFailure('match-detail:outright.loadFailed', showsContenders),
});

/** An odds push raises the favourite's price: the contender shows the new odds with an up marker, the list stays in order. */
export const LiveUpdating = meta.story({
  beforeEach: async () => {
    await placeMatch((match) => isOutright(match) && openContenders(match) !== undefined);
  },
  play: async ({ canvas, loaded }) => {
    const before = await shownOdds(canvas);
    const market = openContenders(storedMatch());
    const favourite = market?.op.filter((option) => option.od > 0).sort((a, b) => a.od - b.od)[0];
    if (!market || !favourite) throw new Error('The story outright has no open contender');
    const raised = Math.round((favourite.od + 0.37) * 100) / 100;
    await expect(before).not.toContain(raised);

    pushLive(loaded.queryClient as QueryClient, oddsChange(STORY_MATCH_ID, [{ mid: market.id, ss: 1, op: [{ ty: favourite.ty, od: raised }] }]));

    const marker = await canvas.findByRole('img', { name: text('sports:selection.up') });
    await expect(marker.closest('button')).toHaveTextContent(raised.toFixed(2));
    const after = await shownOdds(canvas);
    await expect(after).toContain(raised);
    await expect(after).toEqual([...after].sort((a, b) => a - b));
  },
});
