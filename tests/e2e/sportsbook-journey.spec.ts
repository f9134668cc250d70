import { expect, test, type Page, type Response } from '@playwright/test';
import { isCall, jsonBody, MATCH_LIST_PATH, MEMBER, submitLogin } from './support/app';
import { clockSeconds, clockText, liveConnection, rowMatchId, MATCH_DETAIL_PATH, matchPage, ODDS_IN_NAME, rowClock, skipSportsGuide, sportsList } from './support/sports';

// The sportsbook in real Chromium against the demo build: a guest reads the live list and a match's markets; a
// member watches a goal arrive over the live socket; the live socket drops and the screen says so.

interface ListedRecord {
  id: number;
  sid: number;
  lg: { id: number; na: string };
}

const recordsOf = async (response: Response) =>
  ((await response.json()) as { data?: { records?: ListedRecord[] } }).data?.records ?? [];

/** Home and away goals from the scoreboard's label ("Score 1 to 0"). */
function scoreOf(label: string | null): [number, number] {
  const [, home, away] = /^Score (\d+) to (\d+)$/.exec(label ?? '') ?? [];
  expect(home, `a score label, not "${label}"`).toBeDefined();
  return [Number(home), Number(away)];
}

/** "Home vs Away" from a getMatchDetail answer. */
async function matchTitle(response: Response): Promise<string> {
  const body = (await response.json()) as { data?: { ts?: { na: string }[] } };
  const [home, away] = body.data?.ts ?? [];
  expect(home && away, 'a match with two teams').toBeTruthy();
  return `${home?.na} vs ${away?.na}`;
}

/** The row of one match in the list, found again by its link whatever the list re-rendered meanwhile. */
const rowOf = (page: Page, id: number) =>
  sportsList(page).rows.filter({ has: page.locator(`a[href="/match-detail/${id}"]`) });

/** A soccer clock that will not reach the end of a half during a test (the first half ends at 45:00, the second from 90:00). */
const clearOfHalfEnds = (seconds: number) => seconds < 44 * 60 || (seconds > 46 * 60 && seconds < 88 * 60);

/**
 * The first row on screen whose clock runs: every clock (those `keep` accepts) is read once, then again until one
 * has moved forward (a match at half-time keeps its clock still). Returns that match's id.
 */
async function firstTickingRow(page: Page, keep: (seconds: number) => boolean = () => true): Promise<number> {
  const rows = await sportsList(page).rows.all();
  const first = new Map<number, number>();
  for (const row of rows) {
    if ((await rowClock(row).count()) === 0) continue;
    const seconds = clockSeconds(await clockText(rowClock(row)));
    if (keep(seconds)) first.set(await rowMatchId(row), seconds);
  }
  expect(first.size, 'live rows with a clock').toBeGreaterThan(0);
  let ticking: number | undefined;
  await expect
    .poll(
      async () => {
        for (const [id, seconds] of first) {
          const now = clockSeconds(await clockText(rowClock(rowOf(page, id))));
          if (now > seconds) {
            ticking = id;
            return true;
          }
        }
        return false;
      },
      { message: 'a live clock moved forward', timeout: 5_000, intervals: [1_100] },
    )
    .toBe(true);
  return ticking ?? 0;
}

/**
 * Logs the seeded member in on /login?redirect=/sports (English, a fresh mock backend, the given scenario) and
 * returns on /sports: the live socket connects 3 s after the login, while the list is already on screen.
 */
async function logInToSports(page: Page, scenario: string) {
  await skipSportsGuide(page);
  await page.goto(`/login?redirect=%2Fsports&lang=en&mockReset=1&scenario=${scenario}`);
  await submitLogin(page, MEMBER.userName, MEMBER.password);
  await expect(page).toHaveURL((url) => url.pathname === '/sports' && url.search === '');
}

test.describe('sportsbook journey', () => {
  test('a guest sees live clocks tick, switches sport, picks a league, opens a match and reads its markets', async ({ page }) => {
    const sports = sportsList(page);
    await skipSportsGuide(page);

    await test.step('the live tab shows ticking clocks', async () => {
      const liveList = page.waitForResponse((r) => isCall(MATCH_LIST_PATH)(r.request()) && jsonBody(r.request()).type === 1);
      await page.goto('/sports?lang=en&mockReset=1');
      await liveList;
      await expect(sports.tab('Live')).toHaveAttribute('aria-selected', 'true');
      await expect(liveConnection(page)).toHaveText('Updates every few seconds');
      await expect(sports.rows.first()).toBeVisible();
      const id = await firstTickingRow(page);
      await expect(rowOf(page, id)).toHaveAccessibleName(/\d{2}:\d{2} .+ \d+ .+ \d+$/);
    });

    let basketball: ListedRecord[] = [];
    await test.step('a sport chip switches the list to that sport', async () => {
      await expect(sports.sportChip('Soccer')).toHaveAttribute('aria-pressed', 'true');
      const answer = page.waitForResponse((r) => isCall(MATCH_LIST_PATH)(r.request()) && jsonBody(r.request()).sportId === 3);
      await sports.sportChip('Basketball').click();
      const response = await answer;
      expect(jsonBody(response.request())).toMatchObject({ type: 1, sportId: 3 });
      basketball = await recordsOf(response);
      expect(basketball.length).toBeGreaterThan(0);
      expect(basketball.every((record) => record.sid === 3)).toBe(true);

      await expect(sports.sportChip('Basketball')).toHaveAttribute('aria-pressed', 'true');
      await expect(sports.sportChip('Soccer')).toHaveAttribute('aria-pressed', 'false');
      const ids = new Set(basketball.map((record) => record.id));
      await expect.poll(async () => ids.has(await rowMatchId(sports.rows.first()))).toBe(true);
    });

    await test.step('the league filter keeps one league', async () => {
      const league = basketball[0]?.lg;
      if (!league) throw new Error('no basketball league');
      const inLeague = basketball.filter((record) => record.lg.id === league.id).length;

      await sports.leaguesButton.click();
      const sheet = page.getByRole('dialog', { name: 'Choose leagues' });
      await sheet.getByRole('checkbox', { name: new RegExp(`^${league.na}\\b`) }).check();
      const answer = page.waitForResponse((r) => isCall(MATCH_LIST_PATH)(r.request()) && Array.isArray(jsonBody(r.request()).leagueIds));
      await sheet.getByRole('button', { name: 'Apply' }).click();
      const response = await answer;
      expect(jsonBody(response.request())).toMatchObject({ type: 1, sportId: 3, leagueIds: [league.id] });
      expect((await recordsOf(response)).every((record) => record.lg.id === league.id)).toBe(true);

      await expect(sheet).toHaveCount(0);
      await expect(sports.leaguesButton).toHaveText('Leagues (1)');
      await expect(sports.leagueHeaders).toHaveCount(1);
      await expect(sports.leagueHeaders.getByRole('button')).toHaveAccessibleName(`${league.na} ${inLeague} matches`);
      await expect(sports.rows).toHaveCount(inLeague);
    });

    await test.step('a match opens with its scoreboard and markets', async () => {
      const row = sports.rows.first();
      const id = await rowMatchId(row);
      const detail = page.waitForResponse((r) => isCall(MATCH_DETAIL_PATH)(r.request()));
      await row.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/match-detail/${id}$`));
      const answer = await detail;
      expect(jsonBody(answer.request())).toMatchObject({ matchId: id });
      const match = matchPage(page, await matchTitle(answer));
      await expect(match.title).toBeVisible();
      await expect(match.score).toBeVisible();
      await expect(match.marketTabs.first()).toHaveAttribute('aria-selected', 'true');
      expect(await match.marketTabs.count()).toBeGreaterThan(1);
      await expect(match.marketPanel.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(match.selections.filter({ hasText: ODDS_IN_NAME }).first()).toBeVisible();

      const second = match.marketTabs.nth(1);
      const name = (await second.textContent()) ?? '';
      await second.click();
      await expect(second).toHaveAttribute('aria-selected', 'true');
      await expect(match.marketPanel).toHaveAccessibleName(name);
      await expect(match.selections.first()).toBeVisible();
    });
  });
  test('a member sees a goal arrive over the live socket: score, clock and odds change without a reload', async ({ page }) => {
    await logInToSports(page, 'default');
    await expect(sportsList(page).rows.first()).toBeVisible();
    const id = await firstTickingRow(page, clearOfHalfEnds);
    const detail = page.waitForResponse((r) => isCall(MATCH_DETAIL_PATH)(r.request()) && jsonBody(r.request()).matchId === id);
    await rowOf(page, id).getByRole('link').click();
    const title = await matchTitle(await detail);
    const match = matchPage(page, title);
    await expect(match.title).toBeVisible();
    await match.board.getByRole('button', { name: `Follow ${title}` }).click();
    await expect(liveConnection(page)).toHaveText('Live updates on');

    // From here on the page must stay the same document and the match must not be fetched again: what changes
    // comes over the socket.
    await page.evaluate(() => Object.assign(window, { journeyMarker: 'same page' }));
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    const detailCalls: string[] = [];
    page.on('request', (request) => {
      if (isCall(MATCH_DETAIL_PATH)(request)) detailCalls.push(request.url());
    });

    // Some selections may be locked already (the seed locks a few); the goal locks every open one.
    const open = match.selections.filter({ hasText: ODDS_IN_NAME });
    await expect(open.first()).toBeVisible();
    const oddsBefore = await match.selections.allInnerTexts();
    const openBefore = await open.count();
    const scoreBefore = scoreOf(await match.score.getAttribute('aria-label'));
    const clockBefore = clockSeconds(await clockText(match.clock));

    await page.evaluate(() => globalThis.__lotusMock?.useScenario('goal-rush'));
    await expect(match.score).not.toHaveAttribute('aria-label', `Score ${scoreBefore.join(' to ')}`);
    // Stop the rush after this goal so that the suspended markets can reopen.
    await page.evaluate(() => globalThis.__lotusMock?.live.pace({ goalEveryMs: undefined }));
    const scoreAfter = scoreOf(await match.score.getAttribute('aria-label'));
    expect(scoreAfter[0] + scoreAfter[1], 'one goal more').toBeGreaterThan(scoreBefore[0] + scoreBefore[1]);
    expect(scoreAfter[0] >= scoreBefore[0] && scoreAfter[1] >= scoreBefore[1]).toBe(true);
    await expect(page.getByRole('status').filter({ hasText: /^Goal for .+!/ })).toContainText(`${scoreAfter[0]}–${scoreAfter[1]}`);

    // The goal suspends the markets (every selection locked), then they reopen at new odds.
    await expect(open).toHaveCount(0);
    await expect
      .poll(async () => (await open.count()) >= openBefore && (await match.selections.allInnerTexts()).join() !== oddsBefore.join(), {
        message: 'the markets reopen at new odds',
        timeout: 15_000,
      })
      .toBe(true);
    expect(clockSeconds(await clockText(match.clock))).toBeGreaterThan(clockBefore);

    expect(await page.evaluate(() => (window as { journeyMarker?: string }).journeyMarker)).toBe('same page');
    expect(navigations).toBe(0);
    expect(detailCalls).toEqual([]);
    await expect(page).toHaveURL(new RegExp(`/match-detail/${id}$`));
  });

  test('when the live socket drops, the screen says it is reconnecting, then offline with a retry', async ({ page }) => {
    await logInToSports(page, 'socket-drops');
    const line = liveConnection(page);
    await expect(line).toHaveText('Live updates on');
    await expect(line).toHaveText('Connection lost, reconnecting…');
    // Three refused attempts 5 s apart, then offline.
    await expect(line).toHaveText('Live updates are offline', { timeout: 20_000 });
    const retry = page.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible();
    await retry.click();
    await expect(line).toHaveText('Connection lost, reconnecting…');
    await expect(retry).toHaveCount(0);
  });
});
