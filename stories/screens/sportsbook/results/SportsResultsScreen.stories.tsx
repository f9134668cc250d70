import preview from '../../../../.storybook/preview';
import { expect, waitFor, within } from 'storybook/test';
import { db } from '@mocks/db';
import { ensureSeeded } from '@mocks/seed';
import { SportsResultsScreen } from '@/features/sportsbook/results/screens/SportsResultsScreen';
import { getGetMatchResultPageUrl } from '@/shared/api/generated/sports/match/match';
import { PATHS } from '@/shared/config/paths';
import { awaitNamedList } from '../../../support/finders';
import { downFor, inMaintenanceFor, neverAnswering, retryAfterFailure, showsLoading } from '../../../support/load-states';
import { text } from '../../../support/text';

const meta = preview.meta({
  title: 'Screens/Sportsbook/Results/SportsResultsScreen',
  component: SportsResultsScreen,
  parameters: { route: { path: PATHS.sportsResults, url: `${PATHS.sportsResults}?day=week` } },
});

const SOCCER = 1;
const BASKETBALL = 3;

/** Seeded finished matches of a sport in the last 7 days, as the results call lists them. */
async function finishedOf(sid: number) {
  await ensureSeeded();
  const since = Date.now() - 7 * 86_400_000;
  return db.matches.all().filter((match) => match.ty === 2 && match.ms === 0 && match.sid === sid && match.bt >= since - 86_400_000);
}

const resultList = awaitNamedList('sports-results:listLabel');

/** Soccer results of the last 7 days, one heading per league; the sport chips and the league filter narrow them. */
export const Filled = meta.story({
  play: async ({ canvas, userEvent }) => {
    const soccer = await finishedOf(SOCCER);
    await expect(soccer.length).toBeGreaterThan(0);
    const list = await resultList(canvas);
    await waitFor(() => expect(within(list).getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0));
    await expect(within(list).getAllByRole('link').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: text('sports-results:day.week') })).toHaveAttribute('aria-pressed', 'true');

    // One league only.
    await userEvent.click(canvas.getByRole('button', { name: text('sports-results:leagues.all') }));
    const sheet = within(await canvas.findByRole('dialog', { name: text('sports-results:leagues.title') }));
    const [league] = sheet.getAllByRole('checkbox');
    if (!league) throw new Error('No league to pick');
    await userEvent.click(league);
    await userEvent.click(sheet.getByRole('button', { name: text('sports-results:leagues.apply') }));
    await expect(await canvas.findByRole('button', { name: text('sports-results:leagues.some', { count: 1 }) })).toBeVisible();
    await waitFor(async () => expect(within(await resultList(canvas)).getAllByRole('heading', { level: 2 })).toHaveLength(1));

    // Another sport clears the league choice.
    await userEvent.click(canvas.getByRole('button', { name: text(`sports:sport.${BASKETBALL}`) }));
    await expect(canvas.getByRole('button', { name: text(`sports:sport.${BASKETBALL}`) })).toHaveAttribute('aria-pressed', 'true');
    await expect(await canvas.findByRole('button', { name: text('sports-results:leagues.all') })).toBeVisible();
  },
});

/** A chosen range: both ends picked with the date pickers. */
export const ChosenDates = meta.story({
  parameters: { route: { path: PATHS.sportsResults, url: `${PATHS.sportsResults}?day=custom` } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('sports-results:day.pickRange'))).toBeVisible();
    await expect(canvas.getByRole('group', { name: text('sports-results:day.from') })).toBeVisible();
    await expect(canvas.getByRole('group', { name: text('sports-results:day.to') })).toBeVisible();
  },
});

export const Loading = meta.story({
  parameters: neverAnswering(getGetMatchResultPageUrl()),
  play: showsLoading('sports-results:loading'),
});

/** No finished soccer match in the range: the empty state offers the last 7 days. */
export const Empty = meta.story({
  parameters: { route: { path: PATHS.sportsResults, url: PATHS.sportsResults } },
  beforeEach: async () => {
    await ensureSeeded();
    db.matches.deleteMany((q) => q.where({ ms: 0 }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('sports-results:empty'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('sports-results:showWeek') })).toBeVisible();
  },
});

export const LoadFailed = meta.story({
  parameters: downFor(getGetMatchResultPageUrl()),
  play: retryAfterFailure('sports-results:loadFailed', async (canvas) => {
    await expect(within(await resultList(canvas)).getAllByRole('link').length).toBeGreaterThan(0);
  }),
});

/** The provider is under maintenance (code 8): the list says it could not load and offers a retry. */
export const Maintenance = meta.story({
  parameters: inMaintenanceFor(getGetMatchResultPageUrl()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('sports-results:loadFailed'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('common:common.retry') })).toBeVisible();
  },
});
