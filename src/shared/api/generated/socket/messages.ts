/**
 * Generated from openapi/live-socket.yaml. Do not edit: run `npm run generate`.
 */

/**
 * Any frame on the live-data socket (Lotus live-data socket 1.0.0).
 */
export type LiveSocketMessage = ClientMessage | ServerMessage;
/**
 * A frame the app sends on the live-data socket (discriminated by businessType).
 */
export type ClientMessage = PingMessage | MatchGoalInfoMessage | ChatJoinMessage | ChatLeaveMessage | ChatSendMessage;
/**
 * Provider match ids, comma-separated without spaces.
 */
export type MatchIdList = string;
/**
 * A live room's id.
 */
export type RoomId = number;
/**
 * A frame the server pushes on the live-data socket (discriminated by businessType).
 */
export type ServerMessage =
  | PongMessage
  | GoalMessage
  | ScoreChangeMessage
  | OddsChangeMessage
  | MatchStatusMessage
  | ChatEntryMessage
  | ChatRejectedMessage
  | ChatMutedMessage
  | RoomStateMessage;
/**
 * Epoch milliseconds.
 */
export type Timestamp = number;
/**
 * [home, away].
 *
 * @minItems 2
 * @maxItems 2
 */
export type Score = [number, number];
/**
 * One line of a room's chat.
 */
export type ChatEntryContent = ChatTextEntry | ChatSharedBetEntry | ChatNoticeEntry;

/**
 * Client keep-alive.
 */
export interface PingMessage {
  businessType: 'ping';
  businessContent: '';
}
/**
 * Subscribes the socket to pushes about the listed matches.
 */
export interface MatchGoalInfoMessage {
  businessType: 'matchGoalInfo';
  businessContent: MatchGoalInfoContent;
  fbId: MatchIdList;
}
/**
 * Why the app subscribes.
 *
 * Designed (not shown by the product spec). SPEC.md names the message but not its content; the source lets the server prioritise bet-slip matches.
 */
export interface MatchGoalInfoContent {
  /**
   * connect right after (re)connecting, betSlip just before a bet is placed.
   */
  source: 'connect' | 'betSlip';
}
/**
 * Designed (not shown by the product spec). The room chat is designed for the issue; SPEC.md has no chat on the socket.
 */
export interface ChatJoinMessage {
  businessType: 'chatJoin';
  businessContent: {
    roomId: RoomId;
    /**
     * The member's session token (the socket carries no session of its own); the server knows the sender of chatSend by it. Empty for a guest, who may only read.
     */
    token: string;
    /**
     * The language of the site's notices for this player (the socket has no Language header).
     */
    language: 'vi' | 'zh-CN' | 'en';
  };
}
/**
 * Designed (not shown by the product spec). The room chat is designed for the issue.
 */
export interface ChatLeaveMessage {
  businessType: 'chatLeave';
  businessContent: {
    roomId: RoomId;
  };
}
/**
 * Designed (not shown by the product spec). The room chat is designed for the issue; the server enforces the length and interval of the live site setting.
 */
export interface ChatSendMessage {
  businessType: 'chatSend';
  businessContent: {
    roomId: RoomId;
    /**
     * Plain text, trimmed, at most the site's chatMaxLength characters.
     */
    text: string;
    /**
     * Chosen by the app; comes back on the posted entry or the refusal.
     */
    clientMsgId: string;
  };
}
/**
 * Heartbeat acknowledgement.
 *
 * Designed (not shown by the product spec). SPEC.md shows only the ping; an answer with the server time lets the app detect a dead socket and clock drift.
 */
export interface PongMessage {
  businessType: 'pong';
  businessContent: {
    serverTime: Timestamp;
  };
}
/**
 * Designed (not shown by the product spec). The server's message types are not in SPEC.md; a goal push drives the goal toast and sound settings.
 */
export interface GoalMessage {
  businessType: 'goal';
  businessContent: GoalContent;
  fbId?: MatchIdList;
}
/**
 * A goal; `score` is the score after the goal, `time` when it was scored, `clock` the match clock then.
 */
export interface GoalContent {
  matchId: number;
  /**
   * Sport id (1 soccer, 3 basketball, ...).
   */
  sportId: number;
  /**
   * The team that scored. 1 home, 2 away.
   */
  side: 1 | 2;
  score: Score;
  time: Timestamp;
  clock?: MatchClock;
}
/**
 * Match clock (as the provider's mc).
 */
export interface MatchClock {
  /**
   * Elapsed seconds.
   */
  s?: number;
  /**
   * 1 seconds, 2 minutes.
   */
  tu?: 1 | 2;
  /**
   * Live period (soccer 1002 1st half, 1003 half-time, 1004 2nd half, ...).
   */
  pe: number;
  /**
   * The clock is running.
   */
  r?: boolean;
  /**
   * 1 counts up, 2 counts down.
   */
  tp?: 1 | 2;
  /**
   * Stoppage minutes.
   */
  itd?: number;
}
/**
 * Designed (not shown by the product spec). The server's message types are not in SPEC.md; score groups reuse the provider's nsg shape so the cached match record can be patched.
 */
export interface ScoreChangeMessage {
  businessType: 'scoreChange';
  businessContent: {
    matchId: number;
    /**
     * The changed score groups; each replaces the group with the same pe and tyg.
     */
    nsg: ScoreGroup[];
  };
  fbId?: MatchIdList;
}
/**
 * One score of a match for one period and kind of score (as the provider's nsg).
 */
export interface ScoreGroup {
  /**
   * Period (1000 current).
   */
  pe: number;
  /**
   * Kind of score (5 goals, 6 corners, 7 yellow cards, 8 red cards, ...).
   */
  tyg: number;
  sc: Score;
}
/**
 * Designed (not shown by the product spec). The server's message types are not in SPEC.md; markets reuse the provider's mid/ss/op names so cached markets can be patched.
 */
export interface OddsChangeMessage {
  businessType: 'oddsChange';
  businessContent: {
    matchId: number;
    markets: OddsChangeMarket[];
  };
  fbId?: MatchIdList;
}
export interface OddsChangeMarket {
  /**
   * Market id.
   */
  mid: number;
  /**
   * Market status. 1 open, 0 suspended, -1 closed.
   */
  ss: -1 | 0 | 1;
  /**
   * New line, when it moved.
   */
  li?: string;
  op: OddsChangeOption[];
}
export interface OddsChangeOption {
  /**
   * Selection type.
   */
  ty: number;
  /**
   * New European odds; below 0 means locked.
   */
  od: number;
  /**
   * New short label, when the line moved.
   */
  nm?: string;
}
/**
 * Designed (not shown by the product spec). The server's message types are not in SPEC.md; status and clock use the provider's ms and mc fields.
 */
export interface MatchStatusMessage {
  businessType: 'matchStatus';
  businessContent: {
    matchId: number;
    /**
     * Match status. 0 ended, 1 postponed, 2 interrupted, 3 cancelled, 4 not started, 5 live, 6 delayed, 7 abandoned, 8 suspended.
     */
    ms: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
    mc: MatchClock;
  };
  fbId?: MatchIdList;
}
/**
 * Designed (not shown by the product spec). The room chat is designed for the issue; the entries are the history call's (openapi/main/schemas/room-chat.yaml).
 */
export interface ChatEntryMessage {
  businessType: 'chatEntry';
  businessContent: ChatEntryContent;
}
/**
 * Plain text, never markup.
 */
export interface ChatTextEntry {
  kind: 'text';
  entryId: string;
  roomId: RoomId;
  time: Timestamp;
  user: ChatUser;
  text: string;
  /**
   * On the sender's own message.
   */
  clientMsgId?: string;
}
export interface ChatUser {
  userId: number;
  nickName: string;
  vipLevel: number;
  role: 'member' | 'anchor' | 'moderator';
}
/**
 * A selection the anchor shares, with what the bet cart needs to take it.
 */
export interface ChatSharedBetEntry {
  kind: 'sharedBet';
  entryId: string;
  roomId: RoomId;
  time: Timestamp;
  user: ChatUser;
  selection: ChatSharedSelection;
}
export interface ChatSharedSelection {
  matchId: number;
  sportId: number;
  marketId: number;
  marketType: number;
  period?: number;
  line?: string;
  optionType: number;
  odds: number;
  matchName: string;
  marketName: string;
  optionName: string;
}
/**
 * A notice of the room, in the language the player joined with.
 */
export interface ChatNoticeEntry {
  kind: 'notice';
  entryId: string;
  roomId: RoomId;
  time: Timestamp;
  noticeType: 'system' | 'muted' | 'ended';
  text: string;
}
/**
 * Designed (not shown by the product spec). The room chat is designed for the issue; a refused message must be told apart from a lost one.
 */
export interface ChatRejectedMessage {
  businessType: 'chatRejected';
  businessContent: {
    roomId: RoomId;
    clientMsgId: string;
    /**
     * rateLimited (sent again too soon), tooLong, empty, muted (the member is muted), notJoined, guest (no member session).
     */
    reason: 'rateLimited' | 'tooLong' | 'empty' | 'muted' | 'notJoined' | 'guest';
    /**
     * With rateLimited, how long to wait.
     */
    retryAfterMs?: number;
  };
}
/**
 * Designed (not shown by the product spec). The issue lists muted users in the chat.
 */
export interface ChatMutedMessage {
  businessType: 'chatMuted';
  businessContent: {
    roomId: RoomId;
    userId: number;
    nickName: string;
    untilTime: Timestamp;
  };
}
/**
 * Designed (not shown by the product spec). The player must show "the stream has ended" when the anchor stops.
 */
export interface RoomStateMessage {
  businessType: 'roomState';
  businessContent: {
    roomId: RoomId;
    state: 'live' | 'ended';
    viewers: number;
  };
}

/** businessType of every frame the app sends. */
export const CLIENT_BUSINESS_TYPES = ['ping', 'matchGoalInfo', 'chatJoin', 'chatLeave', 'chatSend'] as const;
/** businessType of every frame the server pushes. */
export const SERVER_BUSINESS_TYPES = ['pong', 'goal', 'scoreChange', 'oddsChange', 'matchStatus', 'chatEntry', 'chatRejected', 'chatMuted', 'roomState'] as const;
export type ClientBusinessType = ClientMessage['businessType'];
export type ServerBusinessType = ServerMessage['businessType'];
