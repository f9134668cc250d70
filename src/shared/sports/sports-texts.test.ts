import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SportLanguagePackage } from '@/shared/api/generated/main/model';
import en from '@/shared/i18n/locales/en/sports.json';
import vi from '@/shared/i18n/locales/vi/sports.json';
import { buildSportsTexts } from './sports-texts';

/** The app's messages of one language as the hook's translate function sees them. */
const messagesOf =
  (messages: Record<string, unknown>) =>
  (key: string): string | undefined => {
    const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
    return typeof value === 'string' ? value : undefined;
  };

const pack: SportLanguagePackage = {
  language: 'ENG',
  sports: { 1: 'Football', 99: '  ' },
  marketTypes: { 1005: 'Match result' },
  matchStatuses: { 5: 'In play' },
  periods: { 1002: 'First half', 1003: 'Break' },
  scorePeriods: { 1002: 'Opening half' },
};

describe('buildSportsTexts', () => {
  it('takes the package text first, then the app message, then the generic text', () => {
    const texts = buildSportsTexts(pack, messagesOf(en));
    expect(texts.sport(1)).toBe('Football');
    expect(texts.sport(3)).toBe('Basketball');
    expect(texts.sport(99)).toBe('Other sport');
    expect(texts.marketType(1005)).toBe('Match result');
    expect(texts.marketType(1007)).toBe('Goals over/under');
    expect(texts.marketType(123456)).toBe('Market');
    expect(texts.status(5)).toBe('In play');
    expect(texts.status(8)).toBe('Suspended');
    expect(texts.period(1002)).toBe('First half');
    expect(texts.period(1003)).toBe('Break');
    // Score periods come from their own map: the clock's 1003 (half-time) never names a score's second half.
    expect(texts.scorePeriod(1002)).toBe('Opening half');
    expect(texts.scorePeriod(1003)).toBe('2nd half');
    expect(texts.period(424242)).toBe('In play');
  });

  it('uses the app messages alone when there is no package', () => {
    const texts = buildSportsTexts(null, messagesOf(vi));
    expect(texts.sport(1)).toBe('Bóng đá');
    expect(texts.status(4)).toBe('Chưa bắt đầu');
    expect(texts.period(5003)).toBe('Set 2');
  });

  it('never shows a raw id or an empty text, whatever the id and package', () => {
    const textMap = fc.dictionary(fc.integer({ min: 0, max: 200_000 }).map(String), fc.constantFrom('', ' ', 'Name'));
    const anyPack = fc.option(
      fc.record({ sports: textMap, marketTypes: textMap, matchStatuses: textMap, periods: textMap }).map(
        (maps): SportLanguagePackage => ({ language: 'ENG', ...maps }),
      ),
    );
    fc.assert(
      fc.property(anyPack, fc.integer({ min: -10, max: 200_000 }), fc.constantFrom(en, vi), (maybePack, id, messages) => {
        const texts = buildSportsTexts(maybePack, messagesOf(messages));
        for (const text of [texts.sport(id), texts.period(id), texts.scorePeriod(id), texts.marketType(id), texts.status(id)]) {
          expect(text.trim()).not.toBe('');
          expect(text).not.toBe(String(id));
        }
      }),
    );
  });
});
