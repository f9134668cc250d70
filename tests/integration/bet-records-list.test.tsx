import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { nextOrderId } from '@mocks/handlers/bet-placing-store';
import { ensureSeeded } from '@mocks/seed';
import { getListBetsUrl } from '@/shared/api/generated/sports/order/order';
import { formatMoney } from '@/shared/lib/money';
import { openApp, SLOW, t } from '../support/app';
import { recordBodies } from '../support/requests';
import { recordToasts } from '../support/toasts';
import { presetRange } from '@/features/betting/bet-records/lib/date-ranges';
import { addOpenReserve, addSettledBets, LOTUS_ID, settledBetsIn, walletBalance, countedBetsIn } from './bet-records-support';

const NAMESPACES = ['bet-records'];
const open = (path = '/user-center-bet-record?app=false') => openApp(path, { as: 'lotus888', namespaces: NAMESPACES });
const betList = (kind: 'unsettled' | 'settled') => screen.findByRole('list', { name: t(`bet-records:list.${kind}`) }, SLOW);
const cards = async (kind: 'unsettled' | 'settled') => within(await betList(kind)).findAllByRole('article', undefined, SLOW);
const pathOf = (url: string) => new URL(url, 'http://x').pathname;

describe('bet records', { timeout: 60_000 }, () => {
  it('shows the open bets with their legs and sums, then the settled bets of a range with win/loss, page by page', async () => {
    await ensureSeeded();
    await addSettledBets(25);
    const user = userEvent.setup();
    const lists = recordBodies(server, pathOf(getListBetsUrl()));
    await open();

    const tabs = await screen.findByRole('tablist', { name: t('bet-records:tabs.label') }, SLOW);
    expect(within(tabs).getByRole('tab', { name: t('bet-records:tabs.unsettled') })).toHaveAttribute('aria-selected', 'true');
    const open3 = await cards('unsettled');
    expect(open3).toHaveLength(3);
    const parlay = open3.find((card) => within(card).queryByRole('heading', { name: t('bet-records:bet.parlay', { legs: 2, bets: 1 }) }));
    if (!parlay) throw new Error('No parlay card');
    expect(within(parlay).getAllByRole('listitem')).toHaveLength(2);
    expect(within(parlay).getAllByText(t('bet-records:outcome.0'))).toHaveLength(2);
    const sums = screen.getByLabelText(t('bet-records:sums.unsettledLabel'));
    expect(within(sums).getByText('3')).toBeInTheDocument();
    expect(within(sums).getByText(formatMoney(170_000, 'VND', 'en'))).toBeInTheDocument();

    await user.click(within(tabs).getByRole('tab', { name: t('bet-records:tabs.settled') }));
    expect(await screen.findByRole('button', { name: t('bet-records:range.week') }, SLOW)).toHaveAttribute('aria-pressed', 'true');
    // 25 added today + the seeded bets of the last 7 days (1, 2, 4 and 6 days ago): two pages of 20, the second
    // asked for once the first page's end is rendered (the virtual list renders a window of the rows).
    const settledCalls = () => lists.filter((body) => (body as { isSettled: boolean }).isSettled);
    await waitFor(() => expect(settledCalls().map((body) => (body as { current: number }).current)).toEqual([1, 2]), SLOW);
    await waitFor(async () => expect((await cards('settled')).length).toBeGreaterThan(20), SLOW);
    const first = settledCalls()[0] as { startTime: number; endTime: number; timeType: number };
    expect(first.endTime - first.startTime).toBeLessThan(7 * 86_400_000);
    expect(first.timeType).toBe(1);
    // The period's totals from the main API: every bet placed in it that was not rejected (open ones too).
    const periodSums = within(await screen.findByLabelText(t('bet-records:sums.settledLabel'), undefined, SLOW));
    expect(periodSums.getByText(String(countedBetsIn(presetRange('week', Date.now()))))).toBeInTheDocument();
    // A settled single shows its leg's outcome and its win/loss.
    expect(within(await betList('settled')).getAllByText(t('bet-records:outcome.4')).length).toBeGreaterThan(0);

    // Yesterday: the seeded bets placed yesterday (which ones depends on the time of day the seed ran).
    const yesterdays = settledBetsIn(presetRange('yesterday', Date.now()));
    await user.click(screen.getByRole('button', { name: t('bet-records:range.yesterday') }));
    await waitFor(async () => {
      const shown = yesterdays.length === 0 ? [] : await cards('settled');
      expect(shown).toHaveLength(yesterdays.length);
    }, SLOW);
    for (const bet of yesterdays) {
      const list = within(await betList('settled'));
      expect(list.getByRole('button', { name: t('bet-records:bet.copy', { id: bet.id }) })).toBeInTheDocument();
      if (bet.st !== 5) continue;
      const uwl = bet.uwl ?? 0;
      const text = `${uwl > 0 ? '+' : uwl < 0 ? '-' : ''}${formatMoney(Math.abs(uwl) * 1000, 'VND', 'en')}`;
      expect(list.getAllByText(text).length).toBeGreaterThan(0);
    }

    // 30 days: the longest range the provider and the sums accept.
    await user.click(screen.getByRole('button', { name: t('bet-records:range.month') }));
    type Ranged = { startTime: number; endTime: number; current: number };
    const monthCalls = () => settledCalls().filter((body) => (body as Ranged).endTime - (body as Ranged).startTime > 29 * 86_400_000) as Ranged[];
    await waitFor(() => expect(monthCalls().length).toBeGreaterThan(0), SLOW);
    const month = monthCalls()[0]!;
    expect(month.current).toBe(1);
    expect(month.endTime - month.startTime).toBeLessThanOrEqual(30 * 86_400_000 + 3_600_000);
  });

  it('cashes out part of a bet, then the rest: each confirm shows the exact amount the balance then grows by', async () => {
    await ensureSeeded();
    const user = userEvent.setup();
    const toasts = recordToasts();
    await open();
    const single = (await cards('unsettled')).find((card) => within(card).queryByText(formatMoney(100_000, 'VND', 'en')));
    if (!single) throw new Error('No 100 000 VND single');
    const orderId = /\d{10,}/.exec(within(single).getByRole('button', { name: /^Copy order number/ }).getAttribute('aria-label') ?? '')?.[0];
    const cashOutButton = await within(single).findByRole('button', { name: /^Cash out / }, SLOW);

    // Part: 40 of the 100 (thousand VND) stake.
    await user.click(cashOutButton);
    let sheet = within(await screen.findByRole('dialog', { name: t('bet-records:cashOut.title') }));
    const slider = sheet.getByRole('slider', { name: new RegExp(t('bet-records:cashOut.stakeLabel')) });
    expect(slider).toHaveAttribute('min', '10');
    expect(slider).toHaveAttribute('max', '100');
    fireEvent.change(slider, { target: { value: '40' } });
    expect(slider).toHaveAttribute('aria-valuetext', formatMoney(40_000, 'VND', 'en'));
    await user.click(sheet.getByRole('button', { name: t('bet-records:cashOut.partial') }));
    expect(sheet.getByText(t('bet-records:cashOut.confirmText', { stake: formatMoney(40_000, 'VND', 'en') }))).toBeInTheDocument();
    const partAmount = sheet.getByText(/VND$/).textContent ?? '';
    const before = walletBalance();
    await user.dblClick(sheet.getByRole('button', { name: t('bet-records:cashOut.confirm') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
    const afterPart = walletBalance();
    expect(formatMoney(afterPart - before, 'VND', 'en')).toBe(partAmount);
    expect(toasts.shown.map((toast) => toast.message)).toContain(t('bet-records:cashOut.done', { amount: partAmount }));
    expect(db.sportsCashOuts.findMany((q) => q.where({ orderId: orderId ?? '' }))).toHaveLength(1);

    // The rest: the card now says what was cashed out and offers the remaining 60.
    const still = await waitFor(async () => {
      const card = (await cards('unsettled')).find((item) => within(item).queryByText(t('bet-records:bet.cashedOut', { times: 1 })));
      if (!card) throw new Error('The bet does not show its cash-out yet');
      return card;
    }, SLOW);
    await user.click(await within(still).findByRole('button', { name: /^Cash out / }, SLOW));
    sheet = within(await screen.findByRole('dialog', { name: t('bet-records:cashOut.title') }));
    expect(sheet.getByRole('slider')).toHaveAttribute('max', '60');
    await user.click(sheet.getByRole('button', { name: t('bet-records:cashOut.full') }));
    const restAmount = sheet.getByText(/VND$/).textContent ?? '';
    await user.click(sheet.getByRole('button', { name: t('bet-records:cashOut.confirm') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
    expect(formatMoney(walletBalance() - afterPart, 'VND', 'en')).toBe(restAmount);
    // Fully cashed out, the bet leaves the open bets.
    await waitFor(async () => expect(await cards('unsettled')).toHaveLength(2), SLOW);
    expect(db.sportsOrders.findFirst((q) => q.where({ id: orderId ?? '' }))?.st).toBe(5);
  });

  it('cancels an open reserve bet after a confirm; its pre-paid stake comes back', async () => {
    await addOpenReserve(LOTUS_ID, 30);
    const user = userEvent.setup();
    await open('/user-center-bet-record?app=false&tab=reserved');
    const region = within(await screen.findByRole('region', { name: t('bet-records:reserve.openTitle') }, SLOW));
    expect(region.getByText(t('bet-records:reserve.limit', { open: 1, max: 10 }))).toBeInTheDocument();
    const [reserve] = await region.findAllByRole('article');
    expect(within(reserve!).getByText(t('bet-records:reserve.state.waiting'))).toBeInTheDocument();
    const before = walletBalance();
    await user.click(within(reserve!).getByRole('button', { name: /^Cancel the reserve bet on / }));
    const dialog = within(await screen.findByRole('alertdialog', { name: t('bet-records:reserve.confirmTitle') }));
    await user.click(dialog.getByRole('button', { name: t('bet-records:reserve.confirmCancel') }));
    expect(await screen.findByText(t('bet-records:reserve.empty'), undefined, SLOW)).toBeInTheDocument();
    expect(walletBalance() - before).toBe(30_000);
    const ended = within(await screen.findByRole('region', { name: t('bet-records:reserve.endedTitle') }, SLOW));
    expect(ended.getByText(t('bet-records:reserve.state.cancelled'))).toBeInTheDocument();
  });

  it("a bet awaiting the provider's confirmation turns accepted on screen without a reload", async () => {
    await ensureSeeded();
    const template = db.sportsOrders.findMany((q) => q.where({ memberId: LOTUS_ID, st: 4 }))[0];
    if (!template) throw new Error('No open bet to copy');
    const now = Date.now();
    await db.sportsOrders.create({ ...structuredClone(template), id: nextOrderId(), cte: now, confirmAt: now + 2_500 });
    await open();
    const list = within(await betList('unsettled'));
    expect(await list.findByText(t('bet-records:state.awaiting'), undefined, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(list.queryByText(t('bet-records:state.awaiting'))).not.toBeInTheDocument(), SLOW);
    expect(list.getAllByText(t('bet-records:state.accepted'))).toHaveLength(4);
  });
});
