import type { CustomerLineSwitch, CustomerServiceChannel } from '@/shared/api/generated/main/model';
import { routeWithQuery } from '@/shared/config/paths';
import { anyLineOn, channelTarget, HOTLINE_CHANNEL, LIVE_CHAT_CHANNEL, pickLine, safeWebLink } from '@/shared/lib/contact-links';

/**
 * What each option of the customer-service channel selector does (SPEC.md section 4 "Live-chat channel"):
 * the live-chat option follows the line switch (main line first, then the secondary one; a line with a link
 * opens it, a line without one opens the chat widget; both off -> common.csSwitch); other channels open their
 * link (a hotline dials it); a missing or unusable link -> common.csSwitch.
 */

export type ChannelAction =
  | { kind: 'external'; url: string }
  | { kind: 'widget'; path: string }
  | { kind: 'unavailable' }
  | { kind: 'callback' };

export interface ChannelOption {
  key: string;
  /** The channel's own name from the server; null for the callback option (translated by the screen). */
  name: string | null;
  channelType: CustomerServiceChannel['channelType'] | null;
  /** Live chat only: whether any line is on. */
  online?: boolean;
  /** Hotline only: the number dialled. */
  number?: string;
  action: ChannelAction;
}

/** The live-chat option: the first line that is on decides between its external link and the chat widget. */
export function liveChatAction(lines: CustomerLineSwitch | null | undefined): ChannelAction {
  const name = pickLine(lines, null);
  if (!name) return { kind: 'unavailable' };
  const link = ((name === 'main' ? lines?.mainLine : lines?.secondaryLine)?.link ?? '').trim();
  if (link === '') return { kind: 'widget', path: routeWithQuery('serviceCustomer', { line: name }) };
  const url = safeWebLink(link);
  return url ? { kind: 'external', url } : { kind: 'unavailable' };
}

export function channelAction(channel: CustomerServiceChannel, lines: CustomerLineSwitch | null | undefined): ChannelAction {
  if (channel.channelType === LIVE_CHAT_CHANNEL) return liveChatAction(lines);
  const target = channelTarget(channel);
  return target.kind === 'unavailable' ? target : { kind: 'external', url: target.url };
}

/** The selector's options: the channels in sortNum order, then the callback option when it is offered. */
export function buildChannelOptions(
  channels: readonly CustomerServiceChannel[] | null | undefined,
  lines: CustomerLineSwitch | null | undefined,
  callbackOffered: boolean,
): ChannelOption[] {
  const sorted = [...(channels ?? [])]
    .map((channel, index) => ({ channel, index }))
    .sort((a, b) => (a.channel.sortNum ?? 0) - (b.channel.sortNum ?? 0) || a.index - b.index)
    .map(({ channel }) => channel);
  const options: ChannelOption[] = sorted.map((channel) => ({
    key: `channel-${channel.id}`,
    name: channel.name,
    channelType: channel.channelType,
    online: channel.channelType === LIVE_CHAT_CHANNEL ? anyLineOn(lines) : undefined,
    number: channel.channelType === HOTLINE_CHANNEL ? channel.link : undefined,
    action: channelAction(channel, lines),
  }));
  if (callbackOffered) options.push({ key: 'callback', name: null, channelType: null, action: { kind: 'callback' } });
  return options;
}
