import { describe, expect, it } from 'vitest';
import { inputAttributesFor, maxLengthFor, sanitiseFor } from './field-kind';

describe('sanitiseFor', () => {
  it('keeps digits only for phone and number, cut to the limit', () => {
    expect(sanitiseFor('phone', '+84 912-345-678', { country: 'VN' })).toBe('849123456');
    expect(sanitiseFor('phone', '0912 345 678 999', { country: 'VN', maxLength: 11 })).toBe('09123456789');
    expect(sanitiseFor('phone', '138 0013 8000 9', {})).toBe('13800138000');
    expect(sanitiseFor('number', '1,250.50', {})).toBe('125050');
    expect(sanitiseFor('number', '123456', { maxLength: 4 })).toBe('1234');
  });
  it('keeps digits and dots for float', () => expect(sanitiseFor('float', '1,250.50 VND', {})).toBe('1250.50'));
  it('leaves text and passwords as typed apart from the limit', () => {
    expect(sanitiseFor('text', 'Lotus 88!', {})).toBe('Lotus 88!');
    expect(sanitiseFor('password', 'abc def', { maxLength: 5 })).toBe('abc d');
  });
});

describe('maxLengthFor', () => {
  it('uses the country for phones unless a maximum is given', () => {
    expect(maxLengthFor('phone', { country: 'SG' })).toBe(8);
    expect(maxLengthFor('phone', { country: 'SG', maxLength: 11 })).toBe(11);
    expect(maxLengthFor('phone', {})).toBe(11);
    expect(maxLengthFor('text', {})).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('inputAttributesFor', () => {
  it('brings up a numeric keypad for phone and number, decimal for float', () => {
    expect(inputAttributesFor('phone', false)).toMatchObject({ type: 'tel', inputMode: 'numeric' });
    expect(inputAttributesFor('number', false)).toMatchObject({ type: 'text', inputMode: 'numeric' });
    expect(inputAttributesFor('float', false)).toMatchObject({ type: 'text', inputMode: 'decimal' });
  });
  it('switches the password between hidden and shown', () => {
    expect(inputAttributesFor('password', false).type).toBe('password');
    expect(inputAttributesFor('password', true).type).toBe('text');
  });
});
