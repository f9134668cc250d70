/**
 * Invite and referral codes (SPEC.md section 3 "Locally stored items"): read from the URL parameters i_code and
 * referCode and kept in sessionStorage for the browser session, so registration can send them after the player
 * has moved around the app. A later link with a code replaces the kept one; a link without one keeps it.
 */
export const INVITE_CODE_KEY = 'inviteCode';
export const REFER_CODE_KEY = 'referCode';
/** URL parameter -> session key. */
const PARAMS = { i_code: INVITE_CODE_KEY, referCode: REFER_CODE_KEY } as const;
/** What a code may look like: it is sent back to the server as typed text. */
const ACCEPTED_CODE = /^[\w-]{1,64}$/;

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function read(key: string): string {
  try {
    return session()?.getItem(key) ?? '';
  } catch {
    return '';
  }
}

function write(key: string, value: string): void {
  try {
    session()?.setItem(key, value);
  } catch {
    // Storage unavailable or full: the code lives only as long as this URL.
  }
}

/** Keeps the codes found in the query string; returns what was kept. Malformed codes are ignored. */
export function captureReferralCodes(search: string = typeof window === 'undefined' ? '' : window.location.search): {
  inviteCode: string;
  referCode: string;
} {
  const params = new URLSearchParams(search);
  for (const [param, key] of Object.entries(PARAMS)) {
    const value = params.get(param)?.trim();
    if (value && ACCEPTED_CODE.test(value)) write(key, value);
  }
  return { inviteCode: getInviteCode(), referCode: getReferCode() };
}

/** The invite code of this session, or '' when none came with a link. */
export function getInviteCode(): string {
  return read(INVITE_CODE_KEY);
}

/** The referral code of this session, or '' when none came with a link. */
export function getReferCode(): string {
  return read(REFER_CODE_KEY);
}
