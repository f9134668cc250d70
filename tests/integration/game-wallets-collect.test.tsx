import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { ledgerBalance } from '@mocks/handlers/ledger';
import { getCollectGameFundsUrl } from '@/shared/api/generated/main/game/game';
import { formatMoney } from '@/shared/lib/money';
import { openApp, SLOW, t } from '../support/app';
import { countRequests } from '../support/requests';

const LOTUS_ID = 10001;
const pathOf = (url: string) => new URL(url, 'http://x').pathname;

describe('transfer', { timeout: 60_000 }, () => {
  it('collects the game wallets with one request however often the button is tapped, and the balance follows', async () => {
    const user = userEvent.setup();
    const collects = countRequests(server, pathOf(getCollectGameFundsUrl()));
    await openApp('/transfer', { as: 'lotus888', namespaces: ['game-wallets'] });
    const main = await screen.findByRole('region', { name: t('game-wallets:transfer.mainWallet') }, SLOW);
    expect(await within(main).findByText(formatMoney(1_250_000, 'VND', 'en'), undefined, SLOW)).toBeInTheDocument();
    const button = await screen.findByRole('button', { name: t('game-wallets:transfer.collectAll') }, SLOW);
    await user.tripleClick(button);
    await waitFor(() => expect(within(main).getByText(formatMoney(1_675_000, 'VND', 'en'))).toBeInTheDocument(), SLOW);
    expect(collects()).toBe(1);
    expect(ledgerBalance(LOTUS_ID)).toBe(1_675_000);
    await waitFor(() => expect(screen.getByRole('button', { name: t('game-wallets:transfer.collectAll') })).toBeDisabled(), SLOW);
  });
});
