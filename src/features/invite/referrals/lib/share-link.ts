// The link a member shares: the registration address carrying their referral code as referCode (SPEC.md section 3:
// the app keeps referCode and i_code from the URL for the registration), and the text the share sheet sends.
import { SHELL_PATHS as PATHS } from '@/shared/config/shell-paths';

/** The code parameters the app reads from a link (src/shared/session/referral-codes.ts). */
export const REFER_PARAM = 'referCode';

/**
 * The server's link with the member's code as referCode (added or corrected when missing or different); a link the
 * browser cannot read falls back to `origin`/register with the code.
 */
export function shareLinkFor(inviteLink: string, referralCode: string, origin: string): string {
  let url: URL;
  try {
    url = new URL(inviteLink, origin);
  } catch {
    url = new URL(PATHS.register, origin);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') url = new URL(PATHS.register, origin);
  url.searchParams.set(REFER_PARAM, referralCode);
  return url.toString();
}

/** Whether this browser has a system share sheet that can share a link. */
export function canShareLink(nav: Partial<Pick<Navigator, 'share' | 'canShare'>> | undefined, link: string): boolean {
  if (typeof nav?.share !== 'function') return false;
  try {
    return typeof nav.canShare === 'function' ? nav.canShare({ url: link }) : true;
  } catch {
    return false;
  }
}
