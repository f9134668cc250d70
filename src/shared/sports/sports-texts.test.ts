import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SportLanguagePackage } from '@/shared/api/generated/main/model';
import en from '@/shared/i18n/locales/en/sports.json';
import vi from '@/shared/i18n/locales/vi/sports.json';
import { buildSportsTexts, type SportsTexts } from './sports-texts';

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
  /** A text of one kind by its id, as the built texts name it. */
  type Named = [kind: keyof SportsTexts, id: number, text: string];

  it.each<Named>([
    ['sport', 1, 'Football'],
    ['sport', 3, 'Basketball'],
    ['sport', 99, 'Other sport'],
    ['marketType', 1005, 'Match result'],
    ['marketType', 1007, 'Goals over/under'],
    ['marketType', 123456, 'Market'],
    ['status', 5, 'In play'],
    ['status', 8, 'Suspended'],
    ['period', 1002, 'First half'],
    ['period', 1003, 'Break'],
    // Score periods come from their own map: the clock's 1003 (half-time) never names a score's second half.
    ['scorePeriod', 1002, 'Opening half'],
    ['scorePeriod', 1003, '2nd half'],
    ['period', 424242, 'In play'],
  ])('takes the package text first, then the app message, then the generic text: %s(%i) is %j', (kind, id, text) => {
    expect(buildSportsTexts(pack, messagesOf(en))[kind](id)).toBe(text);
  });

  it.each<Named>([
    ['sport', 1, 'Bóng đá'],
    ['status', 4, 'Chưa bắt đầu'],
    ['period', 5003, 'Set 2'],
  ])('uses the app messages alone when there is no package: %s(%i) is %j', (kind, id, text) => {
    expect(buildSportsTexts(null, messagesOf(vi))[kind](id)).toBe(text);
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
