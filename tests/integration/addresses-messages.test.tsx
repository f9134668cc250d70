import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { AddressCode, addressMessages } from '@mocks/handlers/addresses';
import { failureText } from '@mocks/handlers/main-envelope';
import { SLOW, t } from '../support/app';
import { openAs, setUpAccountFormSuite } from './account-support';

/**
 * The address calls' refusals reach the player in the app's language: the mock answers its address table in the
 * request's Language (here a delete of an address another device removed a moment before).
 */
setUpAccountFormSuite();

const SECOND = { id: 8002, label: 'Tran Thi Mai, 45 Lê Lợi, phòng 802' };

describe('address messages', { timeout: 30_000 }, () => {
  it.each([
    ['en', 'en'],
    ['zh-cn', 'zh'],
  ] as const)('in %s, deleting an address that is gone is refused in that language', async (language, answer) => {
    await openAs('/addressView', 'lotus888', language);
    const remove = await screen.findByRole('button', { name: t('account:shared.delete.action', { account: SECOND.label }) }, SLOW);
    db.deliveryAddresses.delete((q) => q.where({ id: SECOND.id }));
    const user = userEvent.setup();
    await user.click(remove);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: t('account:shared.delete.confirm') }));
    const message = failureText(addressMessages[AddressCode.notFound] ?? '', answer);
    expect(message).not.toBe(addressMessages[AddressCode.notFound]);
    expect((await screen.findAllByText(message, undefined, SLOW)).length).toBeGreaterThan(0);
  });
});
