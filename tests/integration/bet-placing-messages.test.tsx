import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { failureText } from '@mocks/handlers/main-envelope';
import { OrderCode, orderMessages } from '@mocks/handlers/bet-placing-codes';
import { getPlaceSingleBetsUrl } from '@/shared/api/generated/sports/order/order';
import { changeLanguage } from '@/shared/i18n';
import { signIn } from '../support/session';
import { addToCart, place, preMatch, renderProbe, single, t, usePlacingHarness } from './bet-placing-harness';
import type { OpenPick } from '@mocks/handlers/bet-placing-test-client';

/**
 * A refused bet in the app's language: the mock answers its sports order table in the call's languageType (the
 * client sends the app's language), and the bet slip tells the player the refusal in the same language. The slip
 * shows its own message for a provider code (bet-placing namespace), never the provider's text, so the test reads
 * the provider's text off the wire.
 */
usePlacingHarness();

type AnswerListener = (event: { request: Request; response: Response }) => void;
const listening: AnswerListener[] = [];

/** The `message` of every answer to `path` from now on (until the test ends). */
function answerMessages(path: string): string[] {
  const messages: string[] = [];
  const listener: AnswerListener = ({ request, response }) => {
    if (new URL(request.url).pathname !== path) return;
    void response
      .clone()
      .json()
      .then((body: { message?: string }) => messages.push(body.message ?? ''));
  };
  server.events.on('response:mocked', listener);
  listening.push(listener);
  return messages;
}

afterEach(() => {
  for (const listener of listening.splice(0)) server.events.removeListener('response:mocked', listener);
});
afterEach(() => changeLanguage('en'));

describe('bet placing messages', { timeout: 30_000 }, () => {
  it.each([
    ['en', 'en'],
    ['zh-cn', 'zh'],
  ] as const)('in %s, a stake above the balance is refused in that language', async (language, answer) => {
    signIn('lotus888');
    await renderProbe();
    await changeLanguage(language);
    const answers = answerMessages(getPlaceSingleBetsUrl());
    const [pick] = preMatch() as [OpenPick];
    addToCart([pick]);

    // lotus888 holds 1 250 000 VND: 2 000 (2 000 000 VND) is more.
    expect(await place(single([pick], 2000))).toEqual({ kind: 'error', message: t('code.3001') });
    expect(/[\u4e00-\u9fff]/.test(t('code.3001'))).toBe(language === 'zh-cn');
    expect(answers).toEqual([failureText(orderMessages[OrderCode.balance] ?? '', answer)]);
  });
});
