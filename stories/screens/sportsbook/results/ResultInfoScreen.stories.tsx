import preview from '../../../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { db } from '@mocks/db';
import { ensureSeeded } from '@mocks/seed';
import { ResultInfoScreen } from '@/features/sportsbook/results/screens/ResultInfoScreen';
import { getGetMatchResultInfoUrl } from '@/shared/api/generated/sports/match/match';
import type { MatchRecord } from '@/shared/api/generated/sports/model';
import { PATHS, routeWithQuery } from '@/shared/config/paths';
import { downFor, inMaintenanceFor, neverAnswering, retryAfterFailure, showsLoading } from '../../../support/load-states';
import type { Canvas } from '../../../support/play';
import { routeScreenAt } from '../../../support/screen';
import { text } from '../../../support/text';

/** The id the story's finished match is stored under. */
const STORY_RESULT_ID = 990_101;
const storyUrl = (matchId: number) => routeWithQuery('resultInfo', { matchId });

const meta = preview.meta({
  title: 'Screens/Sportsbook/Results/ResultInfoScreen',
  component: ResultInfoScreen,
  ...routeScreenAt('resultInfo', storyUrl(STORY_RESULT_ID)),
});

/** Stores a copy of the first finished seeded match that `pick` accepts under the story id. */
async function placeResult(pick: (match: MatchRecord) => boolean): Promise<MatchRecord> {
  await ensureSeeded();
  const template = db.matches.all().find((match) => match.ty === 2 && match.ms === 0 && pick(match));
  if (!template) throw new Error('The seed has no finished match of the kind this story needs');
  return db.matches.create({ ...structuredClone(template), id: STORY_RESULT_ID });
}

const periodTable = (canvas: Canvas) => canvas.findByRole('table');

/** A finished soccer match: the final score, both halves and the corners in the period table, and the settled markets. */
export const Soccer = meta.story({
  beforeEach: async () => {
    await placeResult((match) => match.sid === 1 && match.nsg.some((group) => group.tyg === 6));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    const table = within(await periodTable(canvas));
    // Header, both halves, the final score and at least the corners.
    await expect(table.getAllByRole('row').length).toBeGreaterThanOrEqual(5);
    await expect(table.getByRole('rowheader', { name: text('sports-results:info.final') })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: text('sports-results:info.counted.6') })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: text('sports-results:info.markets') })).toBeVisible();
  },
});

/** A basketball match: one row per quarter. */
export const Basketball = meta.story({
  beforeEach: async () => {
    await placeResult((match) => match.sid === 3);
  },
  play: async ({ canvas }) => {
    const table = within(await periodTable(canvas));
    await expect(table.getAllByRole('row').length).toBeGreaterThan(3);
  },
});

/** An id the provider does not know: a not-found state, not a retry. */
export const NotFound = meta.story({
  parameters: { route: { path: PATHS.resultInfo, url: storyUrl(123_456_789) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('sports-results:info.notFound'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text('common:common.retry') })).not.toBeInTheDocument();
  },
});

export const Loading = meta.story({
  parameters: neverAnswering(getGetMatchResultInfoUrl()),
  play: showsLoading('sports-results:info.loading'),
});

export const LoadFailed = meta.story({
  beforeEach: async () => {
    await placeResult((match) => match.sid === 1);
  },
  parameters: downFor(getGetMatchResultInfoUrl()),
  play: retryAfterFailure('sports-results:info.loadFailed', async (canvas) => {
    await expect(await periodTable(canvas)).toBeVisible();
  }),
});

/** The provider is under maintenance (code 8): the result cannot load and a retry is offered. */
export const Maintenance = meta.story({
  parameters: inMaintenanceFor(getGetMatchResultInfoUrl()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('sports-results:info.loadFailed'))).toBeVisible();
  },
});
