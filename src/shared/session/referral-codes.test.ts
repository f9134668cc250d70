import { describe, expect, it, vi } from 'vitest';
import { captureReferralCodes, getInviteCode, getReferCode } from './referral-codes';

describe('invite and referral codes', () => {
  it('are empty until a link brings them', () => {
    expect(getInviteCode()).toBe('');
    expect(getReferCode()).toBe('');
  });

  it('keeps i_code and referCode from the query string in sessionStorage, not localStorage', () => {
    expect(captureReferralCodes('?i_code=INV123&referCode=ref_9&lang=vi')).toEqual({ inviteCode: 'INV123', referCode: 'ref_9' });
    expect(getInviteCode()).toBe('INV123');
    expect(getReferCode()).toBe('ref_9');
    expect(sessionStorage.getItem('inviteCode')).toBe('INV123');
    expect(localStorage.length).toBe(0);
  });

  it('a later URL without codes keeps them; one with a code replaces that code only', () => {
    captureReferralCodes('?i_code=A1&referCode=R1');
    captureReferralCodes('?lang=en');
    expect([getInviteCode(), getReferCode()]).toEqual(['A1', 'R1']);
    captureReferralCodes('i_code=B2');
    expect([getInviteCode(), getReferCode()]).toEqual(['B2', 'R1']);
  });

  it('ignores empty and malformed codes', () => {
    captureReferralCodes('?i_code=&referCode=%3Cscript%3E');
    expect([getInviteCode(), getReferCode()]).toEqual(['', '']);
    captureReferralCodes(`?i_code=${'x'.repeat(65)}`);
    expect(getInviteCode()).toBe('');
    captureReferralCodes('?i_code=%20C3%20');
    expect(getInviteCode()).toBe('C3');
  });

  it('reads the page URL by default', () => {
    window.history.replaceState(null, '', '/register?i_code=PAGE1');
    try {
      expect(captureReferralCodes().inviteCode).toBe('PAGE1');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('survives unavailable storage', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(captureReferralCodes('?i_code=Z9')).toEqual({ inviteCode: '', referCode: '' });
  });
});
