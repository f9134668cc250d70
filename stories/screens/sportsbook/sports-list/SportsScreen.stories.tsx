import preview from '../../../../.storybook/preview';
import type { QueryClient } from '@tanstack/react-query';
import { expect, waitFor, within } from 'storybook/test';
import { db } from '@mocks/db';
import { SportsScreen } from '@/features/sportsbook/sports-list/screens/SportsScreen';
import { getGetMatchListUrl, getGetStatisticalUrl } from '@/shared/api/generated/sports/match/match';
import { goal, oddsChange } from '@/shared/live/live-test-data';
import { resetSportsNavState } from '@/shared/sports/nav-state';
import { seededCount, seededSports } from '../../../support/expected';
import { downFor, neverAnswering } from '../../../support/load-states';
import { addLiveSoccerMatches, endAllLiveMatches, scenario } from '../../../support/mock-backend';
import type { Canvas } from '../../../support/play';
import { text } from '../../../support/text';
import { pushLive } from '../match-detail/match-detail-story';

const meta = preview.meta({
  title: 'Screens/Sportsbook/SportsList/SportsScreen',
  component: SportsScreen,
  parameters: { route: { path: '/sports' } },
  beforeEach: () => {
    resetSportsNavState();
    localStorage.removeItem('followedMatches');
  },
});

const panel = (canvas: Canvas) => canvas.getByRole('tabpanel');
const rowsOf = async (canvas: Canvas) => within(await canvas.findByRole('tabpanel')).findAllByRole('article');
const tabOf = (canvas: Canvas, type: number) => canvas.getByRole('tab', { name: new RegExp(`^${text(`sports:tab.${type}`)}`) });
/** The team names of a row, read from its follow button ("Theo dõi A vs B"). */
const teamsOf = (row: HTMLElement) =>
  (within(row).getByRole('button', { name: new RegExp(`^${text('sports:follow', { name: '' })}`) }).getAttribute('aria-label') ?? '')
    .slice(text('sports:follow', { name: '' }).length)
    .split(' vs ');

/** Live soccer by default: counts on the tabs, a chip per sport with live matches, rows with three market columns. */
export const Filled = meta.story({
  play: async ({ canvas }) => {
    await expect(tabOf(canvas, 1)).toHaveAttribute('aria-selected', 'true');
    await waitFor(async () => expect(tabOf(canvas, 1)).toHaveTextContent(String(await seededCount(1))));
    const sports = await seededSports(1);
    const chips = within(await canvas.findByRole('group', { name: text('sports:sportsLabel') })).getAllByRole('button');
    await expect(chips).toHaveLength(sports.length);
    await expect(chips[sports.findIndex((sport) => sport.sid === 1)]).toHaveAttribute('aria-pressed', 'true');
    const [row] = await rowsOf(canvas);
    await expect(within(row!).getAllByRole('group')).toHaveLength(3);
    await expect(row).toHaveTextContent(/\d{2}:\d{2}/);
    await expect(within(panel(canvas)).getAllByRole('button', { expanded: true }).length).toBeGreaterThan(0);
    // The hidden counts in the tab and chip scrollers do not widen the page sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
});

/** The matches are on their way: match-shaped placeholders. */
export const Loading = meta.story({
  parameters: neverAnswering(getGetMatchListUrl()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('common:common.loading'))).toBeInTheDocument();
    await expect(within(panel(canvas)).queryAllByRole('article')).toHaveLength(0);
  },
});

/** Nothing is in play: the live tab says so, with no sport chips. */
export const Empty = meta.story({
  beforeEach: endAllLiveMatches,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('sports:emptyTab.1'))).toBeVisible();
    await expect(canvas.queryByRole('group', { name: text('sports:sportsLabel') })).toBeNull();
  },
});

/** The counts fail to load: an error with a retry, which brings the list once the provider answers again. */
export const LoadFailed = meta.story({
  parameters: downFor(getGetStatisticalUrl()),
  play: async ({ canvas, userEvent, msw }) => {
    await expect(await canvas.findByText(text('sports:loadFailed'))).toBeVisible();
    msw.resetHandlers();
    await userEvent.click(canvas.getByRole('button', { name: text('common:common.retry') }));
    await expect((await rowsOf(canvas)).length).toBeGreaterThan(0);
  },
});

/** Code 8 from the provider: the banner with its local time window and the maintenance state instead of a list. */
export const Maintenance = meta.story({
  parameters: { msw: { handlers: scenario('sports-maintenance') } },
  play: async ({ canvas }) => {
    const prefix = text('common:common.sportsMaintenance', { range: '' }).trim();
    const banner = (await canvas.findAllByText((content) => content.startsWith(prefix))).find((node) => node.getAttribute('role') === 'status');
    await expect(banner).toBeDefined();
    // The window in the app's date format: DD-MM HH:mm in Vietnamese (the default language), in local time.
    await expect(banner?.textContent?.slice(prefix.length).trim()).toMatch(/^\d{2}-\d{2} \d{2}:\d{2} - \d{2}-\d{2} \d{2}:\d{2}$/);
    await expect(await canvas.findByText(text('sports:maintenanceDetail'))).toBeVisible();
  },
});

/** Pushes patch the rows in place: a goal changes the score, raised odds show their price with an up marker. */
export const LiveUpdating = meta.story({
  play: async ({ canvas, loaded }) => {
    const [row] = await rowsOf(canvas);
    const href = within(row!).getAllByRole('link')[0]!.getAttribute('href') ?? '';
    const matchId = Number(href.split('/').pop());
    const match = db.matches.findFirst((q) => q.where({ id: matchId }));
    const handicap = match?.mg.find((group) => group.mty === 1000 && group.mks.some((market) => market.ss === 1));
    const market = handicap?.mks.find((line) => line.ss === 1 && line.op.every((option) => option.od > 0));
    const option = market?.op[0];
    if (!match || !market || !option) throw new Error('The first live match has no open handicap');
    const raised = Math.round((option.od + 0.41) * 100) / 100;

    pushLive(
      loaded.queryClient as QueryClient,
      goal(matchId, [7, 6]),
      oddsChange(matchId, [{ mid: market.id, ss: 1, op: [{ ty: option.ty, od: raised }] }]),
    );

    await waitFor(() => expect(row).toHaveTextContent(/7.*6/));
    const marker = await within(row!).findByRole('img', { name: text('sports:selection.up') });
    await expect(marker.closest('button')).toHaveTextContent(raised.toFixed(2));
  },
});

/** 300 more live matches: the DOM keeps only the rows on screen, and scrolling loads the next pages. */
export const LongListVirtualised = meta.story({
  beforeEach: () => addLiveSoccerMatches(300),
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: text('sports:listLabel') });
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0));
    const bounded = () => expect(within(list).getAllByRole('listitem').length).toBeLessThan(25);
    await bounded();
    const total = await seededCount(1, 1);
    for (let step = 0; step < 40; step += 1) {
      window.scrollTo(0, document.documentElement.scrollHeight);
      await new Promise((resolve) => setTimeout(resolve, 80));
      await bounded();
      const links = within(list).queryAllByRole('link').length;
      if (links > 0 && within(list).getAllByRole('listitem').some((item) => Number(item.dataset.index) >= total)) break;
    }
    await waitFor(() => {
      const last = Math.max(...within(list).getAllByRole('listitem').map((item) => Number(item.dataset.index)));
      expect(last).toBeGreaterThanOrEqual(total);
    });
    await bounded();
    window.scrollTo(0, 0);
  },
});

/** Choosing one league in the sheet keeps only that league's header. */
export const LeagueFilter = meta.story({
  play: async ({ canvas, userEvent }) => {
    await rowsOf(canvas);
    await userEvent.click(canvas.getByRole('button', { name: text('sports:leagues.button') }));
    const sheet = await canvas.findByRole('dialog', { name: text('sports:leagues.title') });
    const [first] = await within(sheet).findAllByRole('checkbox');
    await userEvent.click(first!);
    await userEvent.click(within(sheet).getByRole('button', { name: text('sports:leagues.apply') }));
    await expect(canvas.getByRole('button', { name: text('sports:leagues.buttonSelected', { count: 1 }) })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(within(panel(canvas)).getAllByRole('button', { expanded: true })).toHaveLength(1));
  },
});

/** A team name finds its matches; the results replace the list until the search is cleared. */
export const Search = meta.story({
  play: async ({ canvas, userEvent }) => {
    const [row] = await rowsOf(canvas);
    const [home] = teamsOf(row!);
    await userEvent.type(canvas.getByRole('searchbox', { name: text('sports:search.label') }), home!);
    await expect(await canvas.findByRole('heading', { name: text('sports:search.results', { keyword: home }) })).toBeVisible();
    const found = await within(panel(canvas)).findAllByRole('article');
    for (const match of found) await expect(match).toHaveTextContent(home!);
    await userEvent.click(canvas.getByRole('button', { name: text('sports:search.clear') }));
    await waitFor(() => expect(canvas.queryByRole('heading', { name: text('sports:search.results', { keyword: home }) })).toBeNull());
  },
});

/** Following a match and switching to followed-only shows just that match. */
export const Favourites = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: text('sports:favourites') }));
    await expect(await canvas.findByText(text('sports:favouritesEmpty'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('sports:favourites') }));
    const [row] = await rowsOf(canvas);
    const teams = teamsOf(row!).join(' vs ');
    await userEvent.click(within(row!).getByRole('button', { name: text('sports:follow', { name: teams }) }));
    await userEvent.click(canvas.getByRole('button', { name: text('sports:favourites') }));
    await waitFor(() => expect(within(panel(canvas)).getAllByRole('article')).toHaveLength(1));
    await expect(within(panel(canvas)).getByRole('article')).toHaveTextContent(teamsOf(row!)[0]!);
  },
});

/** The champion tab lists outrights, each opening its champion page. */
export const ChampionTab = meta.story({
  play: async ({ canvas, userEvent }) => {
    await rowsOf(canvas);
    await userEvent.click(tabOf(canvas, 7));
    await expect(tabOf(canvas, 7)).toHaveAttribute('aria-selected', 'true');
    const links = await within(panel(canvas)).findAllByRole('link');
    for (const link of links) await expect(link.getAttribute('href')).toMatch(/^\/champions-detail\/\d+$/);
  },
});

/** The early tab has the day picker; choosing a day keeps only that day's kick-offs. */
export const EarlyDays = meta.story({
  play: async ({ canvas, userEvent }) => {
    await rowsOf(canvas);
    await userEvent.click(tabOf(canvas, 4));
    const days = await canvas.findByRole('group', { name: text('sports:days.label') });
    const buttons = within(days).getAllByRole('button');
    await expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(buttons[1]!);
    await expect(buttons[1]).toHaveAttribute('aria-pressed', 'true');
    const date = within(buttons[1]!).getAllByText(/\d{2}-\d{2}/)[0]!.textContent ?? '';
    await waitFor(async () => {
      const rows = within(panel(canvas)).queryAllByRole('article');
      if (rows.length === 0) await expect(canvas.getByText(text('sports:emptyTab.4'))).toBeVisible();
      for (const row of rows) await expect(row).toHaveTextContent(date);
    });
  },
});
