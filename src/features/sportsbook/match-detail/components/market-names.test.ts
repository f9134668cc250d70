import { describe, expect, it } from 'vitest';
import type { SportsTexts } from '@/shared/sports/sports-texts';
import { marketNameOf, optionNameOf } from './market-names';

const texts = {
  marketType: (mty: number) => `market ${mty}`,
  scorePeriod: (pe: number) => `period ${pe}`,
} as SportsTexts;

describe('market and option names', () => {
  it("uses the provider's market name as it is, else the type's text with the part of the match", () => {
    expect(marketNameOf({ mty: 1000, pe: 1002, nm: ' Asian Handicap - 1st Half ' }, texts)).toBe('Asian Handicap - 1st Half');
    expect(marketNameOf({ mty: 1000, pe: 1002 }, texts)).toBe('market 1000 · period 1002');
    expect(marketNameOf({ mty: 1000, pe: 1001, nm: '' }, texts)).toBe('market 1000');
    expect(marketNameOf({ mty: 1999 }, texts)).toBe('market 1999');
  });

  it('names an option by its label, its name, then its type', () => {
    const t = ((key: string, options?: { defaultValue?: string }) => (key === 'option.1' ? 'Home' : (options?.defaultValue ?? key))) as never;
    expect(optionNameOf({ ty: 4, nm: 'Over 2.5', na: 'Over' }, t)).toBe('Over 2.5');
    expect(optionNameOf({ ty: 1, na: 'Hanoi FC' }, t)).toBe('Hanoi FC');
    expect(optionNameOf({ ty: 1, nm: ' ' }, t)).toBe('Home');
    expect(optionNameOf({ ty: 77 }, t)).toBe('option.generic');
  });
});
