import { useEffect } from 'react';
import { getLiveSocket, type LiveSocket } from './live-socket';

export type MatchId = number | string;

export interface MatchSubscriptions {
  /** Asks for pushes about these matches until the returned function is called (calling it again does nothing). */
  subscribeMatches(ids: readonly MatchId[]): () => void;
  /** The subscribed match ids, ascending. */
  matchIds(): string[];
  /**
   * SPEC.md section 7: tells the server the matches of a bet just before it is placed (matchGoalInfo with source
   * betSlip); nothing to say without a connection. The subscribed set is not changed by it.
   */
  announceBet(ids: readonly MatchId[]): void;
  /** Stops sending on reconnection. */
  dispose(): void;
}

const ascending = (a: string, b: string) => Number(a) - Number(b) || a.localeCompare(b);

/**
 * A reference-counted set of match ids shared by every screen that shows live matches. While the socket is
 * connected, each change of the union is sent as one matchGoalInfo (fbId = the ids, comma-separated); after every
 * (re)connection the union is sent again. An empty union is not sent: fbId cannot be empty.
 */
export function createMatchSubscriptions(socket: Pick<LiveSocket, 'send' | 'state' | 'onConnected'>): MatchSubscriptions {
  const counts = new Map<string, number>();
  /** What the server was last told on this connection (null: nothing yet). */
  let announced: string | null = null;

  const matchIds = () => [...counts.keys()].sort(ascending);

  const announce = () => {
    const fbId = matchIds().join(',');
    if (fbId === '' || fbId === announced || socket.state.get() !== 'connected') return;
    announced = fbId;
    socket.send({ businessType: 'matchGoalInfo', businessContent: { source: 'connect' }, fbId });
  };

  const stopListening = socket.onConnected(() => {
    announced = null;
    announce();
  });

  return {
    subscribeMatches(ids) {
      const unique = [...new Set(ids.map(String))];
      for (const id of unique) counts.set(id, (counts.get(id) ?? 0) + 1);
      announce();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        for (const id of unique) {
          const left = (counts.get(id) ?? 1) - 1;
          if (left > 0) counts.set(id, left);
          else counts.delete(id);
        }
        announce();
      };
    },
    matchIds,
    announceBet(ids) {
      if (socket.state.get() !== 'connected') return;
      const fbId = [...new Set(ids.map(String))].join(',');
      socket.send({ businessType: 'matchGoalInfo', businessContent: { source: 'betSlip' }, fbId });
    },
    dispose: stopListening,
  };
}

let appSubscriptions: MatchSubscriptions | undefined;

/** The app's match subscriptions on the app's live socket, created on first use. */
export function getMatchSubscriptions(): MatchSubscriptions {
  appSubscriptions ??= createMatchSubscriptions(getLiveSocket());
  return appSubscriptions;
}

/** Subscribes the matches while the component is mounted (and follows a change of the ids). */
export function useLiveMatches(ids: readonly MatchId[], subscriptions?: MatchSubscriptions): void {
  const key = ids.map(String).join(',');
  useEffect(() => {
    const target = subscriptions ?? getMatchSubscriptions();
    return target.subscribeMatches(key === '' ? [] : key.split(','));
  }, [key, subscriptions]);
}
