import { expect, test, type Page } from '@playwright/test';
import { MEMBER, submitLogin } from './support/app';
import {
  betFigure,
  betNotification,
  betRecords,
  betSlip,
  finishMatch,
  isPlaceCall,
  moneyValue,
  pickHomeWins,
  useMockScenario,
  PLACE_MULTIPLE_PATH,
  } from './support/betting';
import { skipSportsGuide, sportsList } from './support/sports';

// The betting journey in real Chromium against the demo build: a member places a 3-fold parlay, finds it in the
// records, cashes part of it out and is paid the rest when the simulator ends its matches; and a double tap on a slow
// network sends one order.

/** lotus888's seeded session token (mocks/README.md): signed in without the form. */
const SEED_SESSION_TOKEN = 'tk_seed_lotus888';

/** The order ids a bet call answered. */
async function placedOrderIds(page: Page, path: string, act: () => Promise<void>): Promise<string[]> {
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === path);
  await act();
  const body = (await (await answer).json()) as { data?: { id: string }[] };
  return (body.data ?? []).map((order) => order.id);
}

/**
 * Logs the seeded member in (English, a fresh mock backend) and lands on /sports with the given pre-match list.
 * The seed's open bets of lotus888 sit on the first upcoming matches (Today): the Early list has matches no bet rides
 * on, so ending them settles only this test's bet.
 */
async function logInToList(page: Page, tab: 'Today' | 'Early'): Promise<void> {
  await skipSportsGuide(page);
  await page.goto('/login?redirect=%2Fsports&lang=en&mockReset=1');
  await submitLogin(page, MEMBER.userName, MEMBER.password);
  await expect(page).toHaveURL((url) => url.pathname === '/sports' && url.search === '');
  await showList(page, tab);
}

/** Opens /sports on a pre-match list with lotus888's seeded session (no login form: test 1 covers it), English. */
async function openListSignedIn(page: Page, tab: 'Today' | 'Early'): Promise<void> {
  await page.addInitScript((token) => {
    if (!sessionStorage.getItem('betting-e2e-session')) {
      localStorage.setItem('token', token);
      sessionStorage.setItem('betting-e2e-session', '1');
    }
  }, SEED_SESSION_TOKEN);
  await skipSportsGuide(page);
  await page.goto('/sports?lang=en&mockReset=1');
  await showList(page, tab);
}

async function showList(page: Page, tab: 'Today' | 'Early'): Promise<void> {
  const list = sportsList(page);
  await list.tab(tab).click();
  await expect(list.tab(tab)).toHaveAttribute('aria-selected', 'true');
}

test.describe('betting journey', () => {
  test('a member places a 3-fold parlay, cashes part of it out, and is paid the rest when its matches end', async ({ page }) => {
    // The whole money path: the app starts three times (login, records, records after the settlement) and waits for
    // two confirmations; on a busy 2-core runner that needs more than the suite's 45 s.
    test.setTimeout(90_000);
    const slip = betSlip(page);
    const records = betRecords(page);
    await logInToList(page, 'Early');

    const matchIds = await pickHomeWins(page, 3);
    await expect(slip.bar).toContainText('3 selected');

    const stake = 100;
    const [orderId] = await test.step('a 3-fold on the Multiple tab is placed and confirmed', async () => {
      await slip.bar.click();
      await expect(slip.sheet).toBeVisible();
      await slip.tab('Multiple').click();
      await expect(slip.tab('Multiple')).toHaveAttribute('aria-selected', 'true');
      // The row that combines all three legs into one bet (a treble): the whole stake rides on every leg.
      await slip.seriesStake('3-fold').fill(String(stake));
      const ids = await placedOrderIds(page, PLACE_MULTIPLE_PATH, () => slip.place.click());
      expect(ids).toHaveLength(1);
      await expect(betNotification(page)).toHaveAttribute('data-outcome', 'success');
      await expect(betNotification(page)).toContainText('Bet placed');
      // The accepted selections left the cart: nothing to show, neither sheet nor bar.
      await expect(slip.sheet).toHaveCount(0);
      await expect(slip.bar).toHaveCount(0);
      return ids;
    });
    if (!orderId) throw new Error('no order id');

    // The tab bar offers Live instead of Bets while live games run, so the records are opened by address.
    await page.goto('/user-center-bet-record');
    const card = records.bet(orderId);
    await test.step('the parlay is in Unsettled with its three legs and the stake', async () => {
      await expect(records.tab('Unsettled')).toHaveAttribute('aria-selected', 'true');
      await expect(card.getByRole('heading', { level: 2 })).toHaveText('Parlay 3x1');
      await expect(card.getByRole('list', { name: 'Selections' }).getByRole('listitem')).toHaveCount(3);
      await expect(card).toContainText('Accepted');
      expect(moneyValue(await betFigure(card, 'Stake').textContent())).toBe(stake * 1000);
    });

    const balanceBefore = moneyValue(await records.balance.textContent());
    let cashedStake = 0;
    let cashedOut = 0;
    let balanceAfterCashOut = 0;
    await test.step('part of it is cashed out and the balance grows by exactly the confirmed amount', async () => {
      await card.getByRole('button', { name: /^Cash out / }).click();
      const sheet = page.getByRole('dialog', { name: 'Cash out' });
      const slider = sheet.getByRole('slider');
      const min = Number(await slider.getAttribute('min'));
      const max = Number(await slider.getAttribute('max'));
      expect(max).toBe(stake);
      cashedStake = Math.max(min, Math.round(max / 2));
      expect(cashedStake).toBeLessThan(max);
      await slider.fill(String(cashedStake));
      await sheet.getByRole('button', { name: 'Cash out part', exact: true }).click();
      await expect(sheet).toContainText(`Cash out ${(cashedStake * 1000).toLocaleString('en-US')}.00 VND of your stake`);
      const confirmed = moneyValue(await sheet.locator('p', { hasText: /VND$/ }).last().textContent());
      expect(confirmed).toBeGreaterThan(0);
      await sheet.getByRole('button', { name: 'Confirm cash-out' }).click();
      await expect(sheet).toHaveCount(0);
      await expect(page.getByText(/^Cashed out: .+ added to your balance$/)).toBeVisible();
      await expect.poll(async () => moneyValue(await records.balance.textContent())).toBeCloseTo(balanceBefore + confirmed, 2);
      cashedOut = confirmed;
      balanceAfterCashOut = balanceBefore + confirmed;
      await expect(betFigure(card, 'Cashed out \\(1×\\)')).toHaveText(/VND$/);
    });

    await test.step('the simulator ends the three matches with home wins and the rest of the parlay is paid', async () => {
      const settled: string[] = [];
      for (const id of matchIds) settled.push(...(await finishMatch(page, id, [3, 0])).settled);
      expect(settled, 'only this bet rides on these matches, so the balance moves by its payout alone').toEqual([orderId]);

      // A reload reads the settled wallet and records.
      await page.goto('/user-center-bet-record?tab=settled');
      const paid = records.bet(orderId);
      await expect(paid.getByText('Settled', { exact: true })).toBeVisible();
      await expect(paid.getByText('Won', { exact: true })).toHaveCount(3);
      // The payout is all the bet returned, the part cashed out included; win/loss is that less the stake.
      const payout = moneyValue(await betFigure(paid, 'Payout').textContent());
      expect(moneyValue(await betFigure(paid, 'Cashed out \\(1×\\)').textContent())).toBeCloseTo(cashedOut, 2);
      expect(moneyValue(await betFigure(paid, 'Win/loss').textContent())).toBeCloseTo(payout - stake * 1000, 2);
      expect(payout - cashedOut, 'the settlement pays the stake left in play').toBeGreaterThan((stake - cashedStake) * 1000);
      await expect.poll(async () => moneyValue(await records.balance.textContent())).toBeCloseTo(balanceAfterCashOut + payout - cashedOut, 2);
    });
  });

  test('a double tap on Place bet in a throttled network sends exactly one order', async ({ page }) => {
    // Every call of the placing is slowed by 2.5 s on purpose.
    test.setTimeout(60_000);
    const slip = betSlip(page);
    await openListSignedIn(page, 'Early');
    await pickHomeWins(page, 1);
    await slip.bar.click();
    // The teams, as the slip names the match ("Home vs Away"); the records name it their own way.
    const teams = ((await slip.sheet.getByRole('listitem').first().locator('p').nth(2).textContent()) ?? '').split(/ vs\.? /);
    expect(teams).toHaveLength(2);
    await slip.singleStake.fill('50');

    const sent: { url: string; at: number }[] = [];
    page.on('request', (request) => {
      if (isPlaceCall(request)) sent.push({ url: request.url(), at: Date.now() });
    });
    // The mock's slow network (CDP latency does not reach answers the service worker makes): every answer comes
    // about 2.5 s late, so the order is still on its way long after the second tap.
    await useMockScenario(page, 'slow-network');
    const answered = page.waitForResponse((response) => isPlaceCall(response.request()));
    await slip.place.dblclick();
    const response = await answered;
    const answeredAt = Date.now();
    await useMockScenario(page, 'default');
    expect(response.fromServiceWorker(), 'the mock service worker answered the order').toBe(true);
    expect(answeredAt - (sent[0]?.at ?? answeredAt), 'the order call was slow').toBeGreaterThanOrEqual(2_000);
    const ids = ((await response.json()) as { data?: { id: string }[] }).data?.map((order) => order.id) ?? [];
    expect(ids).toHaveLength(1);
    await expect(betNotification(page)).toHaveAttribute('data-outcome', 'success');
    expect(sent, 'bet order calls').toHaveLength(1);

    await page.goto('/user-center-bet-record');
    const records = betRecords(page);
    await expect(records.bet(ids[0] ?? '')).toBeVisible();
    const onThisMatch = teams.reduce((cards, team) => cards.filter({ hasText: team }), page.getByRole('tabpanel').getByRole('article'));
    await expect(onThisMatch).toHaveCount(1);
    expect(sent).toHaveLength(1);
  });
});
