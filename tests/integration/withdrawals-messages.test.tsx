import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { failureText } from '@mocks/handlers/main-envelope';
import { WithdrawCode, withdrawMessages } from '@mocks/handlers/withdrawals-codes';
import { ensureSeeded } from '@mocks/seed';
import { LOTUS888_ID } from '@mocks/seed/members';
import { hideToast } from '@/shared/ui/toast/toast';
import { openApp, SLOW } from '../support/app';

/**
 * The withdrawal calls' refusals reach the player in the app's language: the mock answers its withdrawal table in
 * the request's Language (here the order screen reads again an order the mock does not know).
 */
afterEach(() => hideToast());

async function unknownOrderPath(): Promise<string> {
  await ensureSeeded();
  const { memberId: _owner, ...seeded } = db.withdrawOrders.findFirst((q) => q.where({ memberId: LOTUS888_ID }))!;
  return `/withdrawalInformation?orderData=${encodeURIComponent(JSON.stringify({ ...seeded, orderNo: 'WD0' }))}`;
}

describe('withdrawal messages', { timeout: 30_000 }, () => {
  it.each([
    ['en', 'en'],
    ['zh-cn', 'zh'],
  ] as const)('in %s, an unknown order is refused in that language', async (language, answer) => {
    await openApp(await unknownOrderPath(), { as: 'lotus888', language, namespaces: ['withdrawals'] });
    const message = failureText(withdrawMessages[WithdrawCode.orderNotFound] ?? '', answer);
    expect(message).not.toBe(withdrawMessages[WithdrawCode.orderNotFound]);
    expect((await screen.findAllByText(message, undefined, SLOW)).length).toBeGreaterThan(0);
  });
});
