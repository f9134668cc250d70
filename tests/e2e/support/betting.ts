import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { isCall } from './app';
import { rowMatchId, sportsList } from './sports';

export const PLACE_SINGLE_PATH = '/v1/order/bet/singlePass';
export const PLACE_MULTIPLE_PATH = '/v1/order/betMultiple';

/** True for a bet order call (singles or a multiple): what "one order" counts. */
export const isPlaceCall = (request: Request) => isCall(PLACE_SINGLE_PATH)(request) || isCall(PLACE_MULTIPLE_PATH)(request);

/** An amount as the records show money ("1,250,000.00 VND", "+92,000.00 VND") as a number. */
export function moneyValue(text: string | null): number {
  const digits = (text ?? '').replace(/[^\d.-]/g, '');
  const value = Number(digits);
  expect(digits !== '' && Number.isFinite(value), `an amount, not "${text}"`).toBe(true);
  return value;
}

/** The home-win ("1") selection of a row's 1X2 column: a home win settles it, whatever the line of other markets. */
export const homeWin = (row: Locator): Locator =>
  row.getByRole('group', { name: '1X2', exact: true }).getByRole('button').filter({ has: row.page().locator('span', { hasText: /^1$/ }) });

/**
 * Taps the home win of the first `count` rows of the current list whose 1X2 is open, and returns their match ids
 * (each row is a different match).
 */
export async function pickHomeWins(page: Page, count: number): Promise<number[]> {
  const rows = sportsList(page).rows;
  await expect(rows.first()).toBeVisible();
  const picked: number[] = [];
  for (const row of await rows.all()) {
    if (picked.length === count) break;
    const button = homeWin(row);
    if ((await button.count()) !== 1 || !(await button.isEnabled())) continue;
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    picked.push(await rowMatchId(row));
  }
  expect(picked, `${count} open home-win selections on the list`).toHaveLength(count);
  return picked;
}

/** The bet cart, in English: the collapsed bar and the expanded slip. */
export function betSlip(page: Page) {
  const sheet = page.getByRole('dialog', { name: 'Bet slip' });
  return {
    bar: page.getByRole('button', { name: /^Bet slip.*selected/ }),
    sheet,
    tab: (name: 'Single' | 'Multiple') => sheet.getByRole('tablist', { name: 'Bet type' }).getByRole('tab', { name: new RegExp(`^${name}`) }),
    /** The unit stake of a multiple row: `3-fold` is one bet on all three legs, `Full combination` every 2- and 3-fold. */
    seriesStake: (row: string) => sheet.getByRole('textbox', { name: `Unit stake for ${row}`, exact: true }),
    singleStake: sheet.getByRole('textbox', { name: /^Stake for / }),
    place: sheet.getByRole('button', { name: 'Place bet', exact: true }),
  };
}

/** The bet notification the shell shows for 2 s after a bet is confirmed (or refused). */
export const betNotification = (page: Page): Locator => page.locator('[role="status"][data-outcome]');

/** /user-center-bet-record, in English. */
export function betRecords(page: Page) {
  const panel = page.getByRole('tabpanel');
  return {
    tab: (name: 'Unsettled' | 'Settled' | 'Reserved') => page.getByRole('tablist', { name: 'Bet records' }).getByRole('tab', { name, exact: true }),
    balance: panel.locator('p', { hasText: /^Balance:/ }).locator('strong'),
    /** The card of one bet, found by its order number. */
    bet: (orderId: string) => panel.getByRole('article').filter({ hasText: `Order no. ${orderId}` }),
  };
}

/** The value of a figure (Stake, Payout, …) of a bet card. */
export const betFigure = (card: Locator, name: string): Locator =>
  card.locator('dl > div').filter({ has: card.page().locator('dt', { hasText: new RegExp(`^${name}$`) }) }).locator('dd');

/** Ends a match on the mock's live simulator with a final score; answers what it settled. */
export async function finishMatch(page: Page, matchId: number, score: readonly [number, number]) {
  const result = await page.evaluate(
    async ([id, home, away]) => {
      const mock = globalThis.__lotusMock;
      if (!mock) throw new Error('the demo build has no mock controls');
      return mock.live.finishMatch(id, [home, away]);
    },
    [matchId, score[0], score[1]] as const,
  );
  expect(result.ended, `match ${matchId} ended`).toBe(true);
  return result;
}

/** Switches the mock backend of the page to a scenario (mocks/scenarios), e.g. its `slow-network`. */
export async function useMockScenario(page: Page, name: string): Promise<void> {
  await page.evaluate((scenario) => {
    const mock = globalThis.__lotusMock;
    if (!mock) throw new Error('the demo build has no mock controls');
    mock.useScenario(scenario);
  }, name);
}
