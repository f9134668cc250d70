import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { fail, failureText } from '@mocks/handlers/main-envelope';
import { MyBetCode, myBetMessages } from '@mocks/handlers/bet-records-sums';
import { override } from '@mocks/handlers/routes';
import { getGetMyBetSumUrl } from '@/shared/api/generated/main/game/game';
import { hideToast } from '@/shared/ui/toast/toast';
import { openApp, SLOW } from '../support/app';

/**
 * The bet sums' refusal reaches the player in the app's language: the mock answers its bet-records-sums table in the
 * request's Language. The app only asks for ranges the mock takes (its presets stay within 30 days), so the test
 * makes the sum call answer the table's range refusal through the mock's own route override.
 */
afterEach(() => hideToast());

describe('bet records messages', { timeout: 30_000 }, () => {
  it.each([
    ['en', 'en'],
    ['zh-cn', 'zh'],
  ] as const)('in %s, a refused range of the settled totals is told in that language', async (language, answer) => {
    server.use(override({ method: 'POST', path: getGetMyBetSumUrl() }, () => fail(MyBetCode.rangeTooLong, myBetMessages[MyBetCode.rangeTooLong])));
    await openApp('/user-center-bet-record?app=false&tab=settled', { as: 'lotus888', language, namespaces: ['bet-records'] });
    const message = failureText(myBetMessages[MyBetCode.rangeTooLong] ?? '', answer);
    expect(message).not.toBe(myBetMessages[MyBetCode.rangeTooLong]);
    expect((await screen.findAllByText(message, undefined, SLOW)).length).toBeGreaterThan(0);
  });
});
