import type { ChatEntryContent } from '@/shared/api/generated/socket/messages';

/**
 * The content checks of the room chat's server messages (openapi/live-socket.yaml: chatEntry, chatRejected,
 * chatMuted, roomState), used by the socket's frame parser (server-message.ts). A frame whose content fails its
 * check is dropped, so screens only ever see entries of the documented shapes.
 */

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isInteger = (value: unknown): value is number => Number.isInteger(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isOptional = (value: unknown, check: (v: unknown) => boolean) => value === undefined || check(value);
const isOneOf = (allowed: readonly unknown[]) => (value: unknown) => allowed.includes(value);

const isRoomId = (value: unknown) => isInteger(value) && value >= 1;

const isUser = (value: unknown) =>
  isObject(value) &&
  isInteger(value.userId) &&
  isText(value.nickName) &&
  isInteger(value.vipLevel) &&
  value.vipLevel >= 0 &&
  isOneOf(['member', 'anchor', 'moderator'])(value.role);

const isSelection = (value: unknown) =>
  isObject(value) &&
  [value.matchId, value.sportId, value.marketId, value.marketType, value.optionType].every(isInteger) &&
  isNumber(value.odds) &&
  isOptional(value.period, isInteger) &&
  isOptional(value.line, isText) &&
  [value.matchName, value.marketName, value.optionName].every(isText);

const hasEntryBase = (c: Fields) => isText(c.entryId) && isRoomId(c.roomId) && isInteger(c.time);

/** True when the content is a chat entry: a text, a shared bet or a notice. */
export function isChatEntry(c: unknown): c is ChatEntryContent {
  if (!isObject(c) || !hasEntryBase(c)) return false;
  switch (c.kind) {
    case 'text':
      return isUser(c.user) && isText(c.text) && isOptional(c.clientMsgId, isText);
    case 'sharedBet':
      return isUser(c.user) && isSelection(c.selection);
    case 'notice':
      return isOneOf(['system', 'muted', 'ended'])(c.noticeType) && isText(c.text);
    default:
      return false;
  }
}

export const ROOM_CHAT_CONTENT_CHECKS = {
  chatEntry: isChatEntry,
  chatRejected: (c: Fields) =>
    isRoomId(c.roomId) &&
    isText(c.clientMsgId) &&
    isOneOf(['rateLimited', 'tooLong', 'empty', 'muted', 'notJoined', 'guest'])(c.reason) &&
    isOptional(c.retryAfterMs, (ms) => isInteger(ms) && ms >= 0),
  chatMuted: (c: Fields) => isRoomId(c.roomId) && isInteger(c.userId) && isText(c.nickName) && isInteger(c.untilTime),
  roomState: (c: Fields) => isRoomId(c.roomId) && isOneOf(['live', 'ended'])(c.state) && isInteger(c.viewers) && c.viewers >= 0,
} as const;
