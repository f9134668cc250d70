import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DepositCode, depositMessages } from '@mocks/handlers/deposits-codes';
import { failureText } from '@mocks/handlers/main-envelope';
import { hideToast } from '@/shared/ui/toast/toast';
import { openApp, SLOW } from '../support/app';

/**
 * The deposit calls' refusals reach the player in the app's language: the mock answers its deposit table in the
 * request's Language (here an order number it does not know, on the order screen).
 */
afterEach(() => hideToast());

describe('deposit messages', { timeout: 30_000 }, () => {
  it.each([
    ['en', 'en'],
    ['zh-cn', 'zh'],
  ] as const)('in %s, an unknown order is refused in that language', async (language, answer) => {
    await openApp('/rechargeInformation?orderNo=DP0', { as: 'lotus888', language, namespaces: ['deposits'] });
    const message = failureText(depositMessages[DepositCode.orderNotFound] ?? '', answer);
    expect(message).not.toBe(depositMessages[DepositCode.orderNotFound]);
    expect((await screen.findAllByText(message, undefined, SLOW)).length).toBeGreaterThan(0);
  });
});
