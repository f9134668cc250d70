import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { NetworkError, SportsApiError, SportsRequestError } from '@/shared/api/errors';
import en from '@/shared/i18n/locales/en/bet-placing.json';
import th from '@/shared/i18n/locales/th/bet-placing.json';
import vi from '@/shared/i18n/locales/vi/bet-placing.json';
import zhCn from '@/shared/i18n/locales/zh-cn/bet-placing.json';
import { BETTOR_CODES, codeMessageKey, outcomeUnknown, placingErrorMessage, rejectReason, REJECT_CODES } from './provider-messages';

const LOCALES = { en, vi, 'zh-cn': zhCn, th } as const;

/** Reads a dotted key from a message file, as i18next does. */
function lookup(messages: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), messages);
}

/** A t() that answers the key it was asked, so the tests see which message was chosen. */
const keyT = ((key: string) => key) as unknown as TFunction;

describe('bet-placing messages', () => {
  it.each(Object.entries(LOCALES))('%s has a non-empty message for every bettor code and reject code', (_, messages) => {
    for (const code of BETTOR_CODES) expect(lookup(messages, `code.${code}`), `code ${code}`).toEqual(expect.stringMatching(/\S/));
    for (const rj of REJECT_CODES) expect(lookup(messages, `reject.${rj}`), `rj ${rj}`).toEqual(expect.stringMatching(/\S/));
    for (const key of ['fallback', 'rejectedFallback', 'network']) expect(lookup(messages, key)).toEqual(expect.stringMatching(/\S/));
  });

  it('gives the codes the brief names their own message: 3001 3002 3003 3005 3006 3007 3020 3009 3010 3011 14063 14090 6043', () => {
    for (const code of [3001, 3002, 3003, 3005, 3006, 3007, 3020, 3009, 3010, 3011, 14063, 14090, 6043]) {
      expect(codeMessageKey(code)).toBe(`code.${code}`);
    }
    expect(codeMessageKey(1)).toBe('fallback');
    expect(codeMessageKey(14010)).toBe('fallback');
  });
});

describe('rejectReason', () => {
  it('translates every reject code, ignoring the provider text', () => {
    for (const rj of REJECT_CODES) expect(rejectReason(keyT, rj, 'Risk limit reached')).toBe(`reject.${rj}`);
  });

  it('falls back to the provider text for an unknown code, then to the general reason', () => {
    expect(rejectReason(keyT, 42, '  Trader says no ')).toBe('Trader says no');
    expect(rejectReason(keyT, undefined, '')).toBe('rejectedFallback');
    expect(rejectReason(keyT, undefined)).toBe('rejectedFallback');
  });
});

describe('placingErrorMessage and outcomeUnknown', () => {
  it('a provider code is a known refusal: nothing was placed', () => {
    const error = new SportsApiError(3001, 'Insufficient balance', '/v1/order/bet/singlePass');
    expect(placingErrorMessage(keyT, error)).toBe('code.3001');
    expect(outcomeUnknown(error)).toBe(false);
  });

  it('a request without an answer may have placed the bet', () => {
    const error = new SportsRequestError('No answer', '/v1/order/bet/singlePass', 'timeout');
    expect(placingErrorMessage(keyT, error)).toBe('network');
    expect(outcomeUnknown(error)).toBe(true);
  });

  it('a failure before the provider was called (the sports token call) is told as a connection failure but is known unsent', () => {
    const error = new NetworkError('offline', '/member/sportsToken', 'no-response');
    expect(placingErrorMessage(keyT, error)).toBe('network');
    expect(outcomeUnknown(error)).toBe(false);
    expect(placingErrorMessage(keyT, new Error('boom'))).toBe('fallback');
  });
});
