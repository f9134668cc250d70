import { describe, expect, it } from 'vitest';
import type { CustomerLineSwitch } from '@/shared/api/generated/main/model';
import { anyLineOn, channelTarget, dialLink, lineLink, pickLine, safeWebLink } from './contact-links';

const lines = (main: [0 | 1, string], secondary: [0 | 1, string]): CustomerLineSwitch => ({
  mainLine: { lineSwitch: main[0], link: main[1] },
  secondaryLine: { lineSwitch: secondary[0], link: secondary[1] },
});

describe('contact links', () => {
  it('keeps http(s) addresses only', () => {
    expect(safeWebLink(' https://t.me/lotus ')).toBe('https://t.me/lotus');
    expect(safeWebLink('javascript:alert(1)')).toBeNull();
    expect(safeWebLink('data:text/html,x')).toBeNull();
    expect(safeWebLink('')).toBeNull();
    expect(safeWebLink(undefined)).toBeNull();
  });

  it('dials the digits of a number written any way, and nothing without digits', () => {
    expect(dialLink('1900 1234')).toBe('tel:19001234');
    expect(dialLink('+84 28-7300.1234')).toBe('tel:+842873001234');
    expect(dialLink('call us')).toBeNull();
  });

  it('says whether any line is on (both off -> common.csSwitch)', () => {
    expect(anyLineOn(lines([0, ''], [1, '']))).toBe(true);
    expect(anyLineOn(lines([0, 'https://a.example'], [0, '']))).toBe(false);
    expect(anyLineOn(null)).toBe(false);
  });

  it('uses the asked line when it is on, else the main line first', () => {
    const both = lines([1, 'https://chat.example/vi'], [1, '']);
    expect(pickLine(both, 'secondary')).toBe('secondary');
    expect(pickLine(both, null)).toBe('main');
    expect(pickLine(lines([0, ''], [1, '']), 'main')).toBe('secondary');
    expect(pickLine(lines([0, ''], [0, '']), 'main')).toBeNull();
  });

  it("gives a line's own chat address, none for the chat widget", () => {
    const both = lines([1, 'https://chat.example/vi'], [1, '']);
    expect(lineLink(both, 'main')).toBe('https://chat.example/vi');
    expect(lineLink(both, 'secondary')).toBeNull();
    expect(lineLink(lines([0, 'https://chat.example/vi'], [0, '']), 'main')).toBeNull();
  });

  it('opens web channels, dials hotlines, and calls anything else unavailable', () => {
    expect(channelTarget({ channelType: 3, link: 'https://t.me/lotus' })).toEqual({ kind: 'open', url: 'https://t.me/lotus' });
    expect(channelTarget({ channelType: 6, link: '19001234' })).toEqual({ kind: 'dial', url: 'tel:19001234' });
    expect(channelTarget({ channelType: 4, link: 'zalo' })).toEqual({ kind: 'unavailable' });
    expect(channelTarget({ channelType: 6, link: '' })).toEqual({ kind: 'unavailable' });
  });
});
