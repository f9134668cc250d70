import { describe, expect, it } from 'vitest';
import { prizeMark } from './prize-mark';

describe('prize marks on the wheel', () => {
  it('writes cash in K and M, extra spins as +n, a gift and no prize as signs', () => {
    expect(prizeMark({ prizeType: 1, amount: 1_000_000 })).toBe('1M');
    expect(prizeMark({ prizeType: 1, amount: 1_111_000 })).toBe('1.11M');
    expect(prizeMark({ prizeType: 1, amount: 20_000 })).toBe('20K');
    expect(prizeMark({ prizeType: 1, amount: 500 })).toBe('500');
    expect(prizeMark({ prizeType: 2, amount: 1 })).toBe('+1');
    expect(prizeMark({ prizeType: 3, amount: 1 })).toBe('★');
    expect(prizeMark({ prizeType: 0, amount: 0 })).toBe('—');
  });
});
