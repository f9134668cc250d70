import { useEffect } from 'react';
import { getLiveSocket, type LiveSocket } from './live-socket';
import { useLiveMatches, type MatchId } from './match-subscriptions';

/**
 * While mounted: subscribes the matches and calls `onChange` whenever a socket odds push names one of them (the bet
 * cart asks its quote again). `onChange` should be stable (useCallback); the socket is the app's unless a test
 * hands in its own.
 */
export function useOddsChanged(matchIds: readonly MatchId[], onChange: () => void, socket: Pick<LiveSocket, 'addHandler'> = getLiveSocket()): void {
  useLiveMatches(matchIds);
  const key = [...new Set(matchIds.map(String))].join(',');
  useEffect(() => {
    if (key === '') return undefined;
    const watched = new Set(key.split(','));
    return socket.addHandler((message) => {
      if (message.businessType === 'oddsChange' && watched.has(String(message.businessContent.matchId))) onChange();
    });
  }, [key, socket, onChange]);
}
