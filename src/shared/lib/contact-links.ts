import type { CustomerLine, CustomerLineSwitch, CustomerServiceChannel } from '@/shared/api/generated/main/model';

/**
 * Where a customer-service contact leads (SPEC.md section 4 "Live-chat channel", section 8 "Customer service link
 * missing or failing shows common.csSwitch"): web addresses open in a new window, hotlines dial, and anything
 * else (empty, not http(s), javascript:) counts as missing.
 */

export const LIVE_CHAT_CHANNEL = 1;
export const HOTLINE_CHANNEL = 6;

export type LineName = 'main' | 'secondary';

export type ContactTarget = { kind: 'open'; url: string } | { kind: 'dial'; url: string } | { kind: 'unavailable' };

/** Only http(s) addresses; anything else reads as missing. */
export function safeWebLink(link: string | null | undefined): string | null {
  const value = (link ?? '').trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** tel: address of a phone number written with blanks, dots or dashes; null without digits. */
export function dialLink(number: string | null | undefined): string | null {
  const digits = (number ?? '').replace(/[^\d+]/g, '');
  return /\d/.test(digits) ? `tel:${digits}` : null;
}

const isOn = (line: CustomerLine | undefined): line is CustomerLine => line?.lineSwitch === 1;

/** True when the main or the secondary line is on (both off -> common.csSwitch). */
export function anyLineOn(lines: CustomerLineSwitch | null | undefined): boolean {
  return isOn(lines?.mainLine) || isOn(lines?.secondaryLine);
}

/** The line a chat uses: the asked one when it is on, else the main line first, then the secondary one. */
export function pickLine(lines: CustomerLineSwitch | null | undefined, asked: LineName | null): LineName | null {
  const line = (name: LineName) => (name === 'main' ? lines?.mainLine : lines?.secondaryLine);
  if (asked && isOn(line(asked))) return asked;
  if (isOn(lines?.mainLine)) return 'main';
  if (isOn(lines?.secondaryLine)) return 'secondary';
  return null;
}

/** A line's own chat address (its external link); null when the line is served by the chat widget or is off. */
export function lineLink(lines: CustomerLineSwitch | null | undefined, name: LineName | null): string | null {
  if (!name) return null;
  const line = name === 'main' ? lines?.mainLine : lines?.secondaryLine;
  return isOn(line) ? safeWebLink(line.link) : null;
}

/** What tapping a support channel that is not live chat does. */
export function channelTarget(channel: Pick<CustomerServiceChannel, 'channelType' | 'link'>): ContactTarget {
  if (channel.channelType === HOTLINE_CHANNEL) {
    const url = dialLink(channel.link);
    return url ? { kind: 'dial', url } : { kind: 'unavailable' };
  }
  const url = safeWebLink(channel.link);
  return url ? { kind: 'open', url } : { kind: 'unavailable' };
}

/** Opens a web address in a new window, or the dialler. */
export function followContact(target: Extract<ContactTarget, { url: string }>): void {
  if (target.kind === 'dial') window.location.assign(target.url);
  else window.open(target.url, '_blank', 'noopener,noreferrer');
}
