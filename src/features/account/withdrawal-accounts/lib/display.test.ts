import { describe, expect, it } from 'vitest';
import { cardTail, maskedCardNo, shortAddress } from './display';

describe('withdrawal account display', () => {
  it('shows only the last 4 digits of a card, masked or not', () => {
    expect(maskedCardNo('9704366812345678')).toBe('**** **** **** 5678');
    expect(maskedCardNo('**** **** **** 5678')).toBe('**** **** **** 5678');
    expect(maskedCardNo('0912345678')).toBe('**** **** **** 5678');
    expect(maskedCardNo('')).toBe('**** **** ****');
    expect(cardTail('**** **** **** 1234')).toBe('1234');
  });

  it('keeps 6 characters at each end of an address', () => {
    expect(shortAddress('TXk8rQpLm2vN4cZ7yW9aB3dE5fG6hJ1kLm')).toBe('TXk8rQ****hJ1kLm');
    expect(shortAddress('0x8f3a1b2c4d5e6f708192a3b4c5d6e7f8091a2b3c')).toBe('0x8f3a****1a2b3c');
    expect(shortAddress('short')).not.toBe('short');
  });
});
