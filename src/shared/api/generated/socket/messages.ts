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
export type ClientMessage = PingMessage | MatchGoalInfoMessage;
/**
 * Provider match ids, comma-separated without spaces.
 */
export type MatchIdList = string;
/**
 * A frame the server pushes on the live-data socket (discriminated by businessType).
 */
export type ServerMessage = PongMessage | GoalMessage | ScoreChangeMessage | OddsChangeMessage | MatchStatusMessage;
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

/** businessType of every frame the app sends. */
export const CLIENT_BUSINESS_TYPES = ['ping', 'matchGoalInfo'] as const;
/** businessType of every frame the server pushes. */
export const SERVER_BUSINESS_TYPES = ['pong', 'goal', 'scoreChange', 'oddsChange', 'matchStatus'] as const;
export type ClientBusinessType = ClientMessage['businessType'];
export type ServerBusinessType = ServerMessage['businessType'];
