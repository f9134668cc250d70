import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { SEED_CLOSED_DEPOSIT_NO } from '@mocks/seed/deposits';
import { SEED_CLOSED_WITHDRAW_NO } from '@mocks/seed/withdrawals';
import { getGetTransactionRecordsUrl } from '@/shared/api/generated/main/funds-record/funds-record';
import { formatMoney } from '@/shared/lib/money';
import { openApp, SLOW, t } from '../support/app';

const NAMESPACES = ['transaction-records'];
const money = (vnd: number) => `${vnd > 0 ? '+' : ''}${formatMoney(vnd, 'VND', 'en')}`;
const pathOf = (url: string) => new URL(url, 'http://x').pathname;
const listPath = pathOf(getGetTransactionRecordsUrl({ startDate: '', endDate: '' }));
const recordList = () => screen.findByRole('list', { name: t('transaction-records:list.label') }, SLOW);
const rowLinks = async () => within(await recordList()).findAllByRole('link', undefined, SLOW);

describe('transaction records', { timeout: 60_000 }, () => {
  it('lists the week newest first, filters by type and status (kept in the URL), and opens a record', async () => {
    const user = userEvent.setup();
    const { router } = await openApp('/transaction-record', { as: 'lotus888', namespaces: NAMESPACES });
    const rows = await rowLinks();
    expect(rows.map((row) => row.getAttribute('href'))).toEqual([
      `/financialDetailsView?recordNo=${SEED_CLOSED_WITHDRAW_NO}`,
      `/financialDetailsView?recordNo=${SEED_CLOSED_DEPOSIT_NO}`,
    ]);
    expect(within(rows[0]!).getByText(money(-300_000))).toBeInTheDocument();
    expect(within(rows[1]!).getByText(money(507_500))).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: t('transaction-records:type.withdraw') }));
    await waitFor(async () => expect(await rowLinks()).toHaveLength(1), SLOW);
    expect(router.state.location.search).toBe('?type=withdraw');
    await user.click(screen.getByRole('button', { name: t('transaction-records:status.pending') }));
    expect(await screen.findByText(t('transaction-records:list.empty'), undefined, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('transaction-records:status.all') }));
    await user.click((await rowLinks())[0]!);
    const fields = await screen.findByRole('region', { name: t('transaction-records:detail.fields') }, SLOW);
    expect(within(fields).getByText('Vietcombank **** **** **** 5678')).toBeInTheDocument();
    router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?type=withdraw'), SLOW);
    // The address changes before the list screen is back on screen: wait for the screen, not the clock.
    expect(await screen.findByRole('tab', { name: t('transaction-records:type.withdraw') }, SLOW)).toHaveAttribute('aria-selected', 'true');
  });

  it('says the list could not load and brings it back on retry', async () => {
    const user = userEvent.setup();
    const { http, HttpResponse } = await import('msw');
    server.use(http.get(`*${listPath}`, () => HttpResponse.error(), { once: true }));
    await openApp('/transaction-record', { as: 'lotus888', namespaces: NAMESPACES });
    expect(await screen.findByText(t('transaction-records:list.loadFailed'), undefined, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('common:common.retry') }));
    expect(await rowLinks()).toHaveLength(2);
  });
});
