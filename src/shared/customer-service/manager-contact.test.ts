import { describe, expect, it } from 'vitest';
import { managerContactHref } from './ManagerContact';

describe('where a VIP manager contact leads', () => {
  it('opens an http(s) link, whatever the contact type', () => {
    expect(managerContactHref({ contactType: 2, value: 'lotus_vip', link: 'https://t.me/lotus_vip' })).toBe('https://t.me/lotus_vip');
    expect(managerContactHref({ contactType: 1, value: '0901 234 567', link: 'http://example.com/call' })).toBe('http://example.com/call');
  });

  it('dials a phone contact without a usable link, and leads nowhere otherwise', () => {
    expect(managerContactHref({ contactType: 1, value: '0901.234-567', link: 'javascript:alert(1)' })).toBe('tel:0901234567');
    expect(managerContactHref({ contactType: 1, value: 'no digits' })).toBeNull();
    expect(managerContactHref({ contactType: 3, value: 'lotus@example.com', link: '' })).toBeNull();
  });
});
