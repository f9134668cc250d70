import { describe, expect, it } from 'vitest';
import { birthdayText } from './birthday-display';

describe('birthdayText', () => {
  it('shows a set birthday in the language order', () => {
    expect(birthdayText('1995-08-16', 'vi')).toBe('16-08-1995');
    expect(birthdayText('1995-08-16', 'en')).toBe('08-16-1995');
  });

  it('is null when no birthday is set or the server sent something unreadable', () => {
    expect(birthdayText(undefined, 'vi')).toBeNull();
    expect(birthdayText('', 'vi')).toBeNull();
    expect(birthdayText('16/08/1995', 'vi')).toBeNull();
    expect(birthdayText('1995-02-30', 'vi')).toBeNull();
  });
});
