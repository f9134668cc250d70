import {
  SERVER_BUSINESS_TYPES,
  type GoalMessage,
  type MatchClock,
  type MatchStatusMessage,
  type OddsChangeMessage,
  type ScoreChangeMessage,
  type ServerBusinessType,
  type ServerMessage,
} from '@/shared/api/generated/socket/messages';
import { ROOM_CHAT_CONTENT_CHECKS } from './room-chat-messages';

/**
 * Reads one frame of the live-data socket (openapi/live-socket.yaml). Returns the message when the text is JSON
 * with a known server businessType and the content that type carries, or null for anything else: a malformed or
 * unknown frame is dropped, never thrown.
 */
export function parseServerMessage(text: string): ServerMessage | null {
  let frame: unknown;
  try {
    frame = JSON.parse(text);
  } catch {
    return null;
  }
  return isServerMessage(frame) ? frame : null;
}

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isOptional = (value: unknown, check: (v: unknown) => boolean) => value === undefined || check(value);
const isOneOf =
  <T>(allowed: readonly T[]) =>
  (value: unknown): value is T =>
    allowed.includes(value as T);
const isArrayOf = (value: unknown, check: (item: unknown) => boolean): value is unknown[] =>
  Array.isArray(value) && value.every(check);

const MATCH_ID_LIST = /^[0-9]+(,[0-9]+)*$/;
const isSide = isOneOf([1, 2] as const);
const isOneOrTwo = isOneOf([1, 2] as const);
const isMarketStatus = isOneOf([-1, 0, 1] as const);
const isMatchStatus = isOneOf([0, 1, 2, 3, 4, 5, 6, 7, 8] as const);

const isScore = (value: unknown) => Array.isArray(value) && value.length === 2 && value.every(isNumber);

function isClock(value: unknown): value is MatchClock {
  return (
    isObject(value) &&
    isNumber(value.pe) &&
    isOptional(value.s, isNumber) &&
    isOptional(value.tu, isOneOrTwo) &&
    isOptional(value.r, (r) => typeof r === 'boolean') &&
    isOptional(value.tp, isOneOrTwo) &&
    isOptional(value.itd, isNumber)
  );
}

const isScoreGroup = (value: unknown) => isObject(value) && isNumber(value.pe) && isNumber(value.tyg) && isScore(value.sc);

const isOption = (value: unknown) =>
  isObject(value) && isNumber(value.ty) && isNumber(value.od) && isOptional(value.nm, (nm) => typeof nm === 'string');

const isMarket = (value: unknown) =>
  isObject(value) &&
  isNumber(value.mid) &&
  isMarketStatus(value.ss) &&
  isOptional(value.li, (li) => typeof li === 'string') &&
  isArrayOf(value.op, isOption);

/** The content check of each server businessType. */
const CONTENT_CHECKS: Record<ServerBusinessType, (content: Fields) => boolean> = {
  pong: (c) => isNumber(c.serverTime),
  goal: (c) =>
    isNumber(c.matchId) &&
    isNumber(c.sportId) &&
    isSide(c.side) &&
    isScore(c.score) &&
    isNumber(c.time) &&
    isOptional(c.clock, isClock),
  scoreChange: (c) => isNumber(c.matchId) && isArrayOf(c.nsg, isScoreGroup),
  oddsChange: (c) => isNumber(c.matchId) && isArrayOf(c.markets, isMarket),
  matchStatus: (c) => isNumber(c.matchId) && isMatchStatus(c.ms) && isClock(c.mc),
  ...ROOM_CHAT_CONTENT_CHECKS,
};

const isServerBusinessType = isOneOf(SERVER_BUSINESS_TYPES);

/** True when the value is a server message of a known type with the content that type carries. */
export function isServerMessage(value: unknown): value is ServerMessage {
  if (!isObject(value) || !isServerBusinessType(value.businessType)) return false;
  const { businessContent, fbId } = value;
  if (!isObject(businessContent) || !CONTENT_CHECKS[value.businessType](businessContent)) return false;
  return isOptional(fbId, (ids) => typeof ids === 'string' && MATCH_ID_LIST.test(ids));
}

/** The pushes that change a match (a pong and the room chat's messages change none). */
export type MatchPush = GoalMessage | ScoreChangeMessage | OddsChangeMessage | MatchStatusMessage;

const MATCH_PUSH_TYPES: ReadonlySet<ServerBusinessType> = new Set(['goal', 'scoreChange', 'oddsChange', 'matchStatus']);

/** True for the pushes about a match (not a pong, nor the room chat's messages). */
export function isMatchPush(message: ServerMessage): message is MatchPush {
  return MATCH_PUSH_TYPES.has(message.businessType);
}
