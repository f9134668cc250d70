import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { ledgerBalance } from '@mocks/handlers/ledger';
import { openPicks, provider, type OpenPick } from '@mocks/handlers/bet-placing-test-client';
import { CONFIRM_MS } from '@mocks/handlers/bet-placing-store';
import { ensureSeeded } from '@mocks/seed';
import { liveHub } from '@mocks/socket/hub';
import { getCashOutBetUrl, getGetCashOutPriceUrl, getPlaceSingleBetsUrl } from '@/shared/api/generated/sports/order/order';
import { formatMoney } from '@/shared/lib/money';
import { openApp, SLOW, t } from '../support/app';

const LOTUS_ID = 10001;
const VND = 1000;
const round2 = (value: number) => Math.round(value * 100) / 100;
const homeOdds = (pick: OpenPick) => pick.match.mg.find((g) => g.mty === 1005)?.mks[0]?.op.find((o) => o.ty === 1)?.od ?? 0;

/** Three 100 (thousand VND) singles on the home side of three upcoming soccer matches, accepted. */
async function placeThreeBets(): Promise<{ ids: string[]; picks: OpenPick[] }> {
  const picks = openPicks((m) => m.ms === 4 && m.ty === 2 && m.sid === 1, 1005).slice(0, 3);
  const placed = await provider(getPlaceSingleBetsUrl(), {
    singleBetList: picks.map((pick) => ({
      unitStake: 100,
      oddsChange: 1,
      betOptionList: [{ marketId: pick.marketId, optionType: 1, odds: homeOdds(pick), oddsFormat: 1 }],
    })),
  });
  expect(placed.code).toBe(0);
  // Pre-match bets are accepted after the provider's confirmation time.
  await new Promise((resolve) => setTimeout(resolve, CONFIRM_MS.preMatch + 100));
  return { ids: (placed.data as { id: string }[]).map((bet) => bet.id), picks };
}

describe('records follow the funds ledger', { timeout: 60_000 }, () => {
  it('a placed bet, a settled payout and a cash-out show in the records, and the balance is the ledger', async () => {
    await ensureSeeded();
    const { ids, picks } = await placeThreeBets();
    const [, paidId, cashedId] = ids as [string, string, string];
    const offer = (await provider(getGetCashOutPriceUrl(), { orderIds: [cashedId] })).data.pr[0];
    const unit = Math.round((offer.amt / 100) * 10_000) / 10_000;
    const cashed = await provider(getCashOutBetUrl(), { orderId: cashedId, cashOutStake: 100, unitCashOutPayoutStake: unit, acceptOddsChange: true, parlay: false });
    expect(cashed.code).toBe(0);
    expect(await liveHub.finishMatch(picks[1]!.matchId, [3, 1])).toMatchObject({ ended: true, settled: [paidId] });

    const payout = round2(100 * homeOdds(picks[1]!)) * VND;
    const cashOut = round2(100 * unit) * VND;
    const expected = 1_250_000 - 3 * 100 * VND + payout + cashOut;
    expect(ledgerBalance(LOTUS_ID)).toBeCloseTo(expected, 0);
    expect(db.wallets.findFirst((q) => q.where({ memberId: LOTUS_ID }))?.balance).toBe(ledgerBalance(LOTUS_ID));

    await openApp('/transaction-record?type=bet&range=today', { as: 'lotus888', namespaces: ['transaction-records'] });
    const list = await screen.findByRole('list', { name: t('transaction-records:list.label') }, SLOW);
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(5), SLOW);
    const rows = within(list).getAllByRole('link');
    const rowOf = (title: string, betId: string) => rows.filter((row) => row.textContent?.includes(title) && row.textContent.includes(betId));
    for (const id of ids) expect(rowOf('Sports bet', id), `stake row of ${id}`).toHaveLength(1);
    expect(rowOf('Bet payout', paidId)).toHaveLength(1);
    expect(within(rowOf('Bet payout', paidId)[0]!).getByText(`+${formatMoney(payout, 'VND', 'en')}`)).toBeInTheDocument();
    expect(within(rowOf('Cash out', cashedId)[0]!).getByText(`+${formatMoney(cashOut, 'VND', 'en')}`)).toBeInTheDocument();
  });
});
