import { expect, type Locator, type Page } from '@playwright/test';

export const MATCH_DETAIL_PATH = '/v1/match/getMatchDetail';

/** A running or counting-down clock as a row or the scoreboard shows it ("mm:ss", minutes may pass 99). */
export const CLOCK_TEXT = /^\d{2,3}:\d{2}$/;
/** Decimal odds with two decimals, as a selection button shows them after its label. */
export const ODDS_IN_NAME = /\d+\.\d{2}$/;

/**
 * The sports guide (a first visit's tips over /sports) is skipped whenever it shows, as a player would, before the
 * next action that it covers.
 */
export async function skipSportsGuide(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByRole('dialog', { name: 'Welcome to Sports' }), async (guide) => {
    await guide.getByRole('button', { name: 'Skip' }).click();
  });
}

/** The /sports list, in English. */
export function sportsList(page: Page) {
  const list = page.getByRole('list', { name: 'Matches' });
  return {
    tab: (name: 'Live' | 'Today' | 'Early' | 'Outrights') => page.getByRole('tablist', { name: 'Match times' }).getByRole('tab', { name }),
    panel: page.getByRole('tabpanel'),
    sportChips: page.getByRole('group', { name: 'Sports' }).getByRole('button'),
    sportChip: (name: string) => page.getByRole('group', { name: 'Sports' }).getByRole('button', { name: new RegExp(`^${name} \\d+ matches$`) }),
    leaguesButton: page.getByRole('button', { name: /^Leagues( \(\d+\))?$/ }),
    list,
    rows: list.getByRole('article'),
    leagueHeaders: list.getByRole('heading', { level: 2 }),
  };
}

/** The live-data line (role status) of a screen that shows live data. */
export function liveConnection(page: Page): Locator {
  return page.getByRole('status').filter({ hasText: /^(Updates every few seconds|Connecting to live updates…|Live updates on|Connection lost, reconnecting…|Live updates are offline)$/ });
}

/** The clock of a live match row. */
export function rowClock(row: Locator): Locator {
  return row.getByRole('link').locator('time');
}

/** The clock text now, after checking it has the clock's shape. */
export async function clockText(clock: Locator): Promise<string> {
  await expect(clock).toHaveText(CLOCK_TEXT);
  return (await clock.textContent()) ?? '';
}

/** Seconds of a "mm:ss" clock. */
export function clockSeconds(text: string): number {
  const [minutes = '0', seconds = '0'] = text.split(':');
  return Number(minutes) * 60 + Number(seconds);
}

/** The match page's parts, in English; `title` is the match's name ("Home vs Away"). */
export function matchPage(page: Page, title: string) {
  const board = page.getByRole('region', { name: title, exact: true });
  return {
    title: board.getByRole('heading', { level: 1, name: title, exact: true }),
    board,
    score: board.getByLabel(/^Score \d+ to \d+$/),
    clock: board.getByTestId('match-clock'),
    marketTabs: page.getByRole('tablist', { name: 'Market groups' }).getByRole('tab'),
    marketPanel: page.getByRole('tabpanel'),
    /** Every selection button of the markets shown (open ones end with their odds, locked ones say Locked). */
    selections: page.getByRole('tabpanel').getByRole('button', { name: /(\d+\.\d{2}|Locked)$/ }),
  };
}

/** The match id a list row links to. */
export async function rowMatchId(row: Locator): Promise<number> {
  const href = (await row.getByRole('link').getAttribute('href')) ?? '';
  const id = /\/match-detail\/(\d+)$/.exec(href)?.[1];
  expect(id, `a match link, not "${href}"`).toBeDefined();
  return Number(id);
}
