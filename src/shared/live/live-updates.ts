import type { QueryClient } from '@tanstack/react-query';
import { applyLivePush, findCachedMatch } from './live-patches';
import type { LiveSocket } from './live-socket';
import { oddsMovement as appOddsMovement, recordOddsPush, type OddsMovement } from './odds-movement';

/**
 * Feeds every push of the socket into the query cache (docs/decisions/012-live-data-in-shared-live.md): an odds
 * push first marks the selections whose cached odds it moves (up/down for 2 s), then every push patches the cached
 * list pages and match details that hold its match. Returns the function that stops it.
 */
export function connectLiveUpdates(
  socket: Pick<LiveSocket, 'addHandler'>,
  queryClient: QueryClient,
  movement: OddsMovement = appOddsMovement,
): () => void {
  return socket.addHandler((message) => {
    if (message.businessType === 'oddsChange') {
      const cached = findCachedMatch(queryClient, message.businessContent.matchId);
      if (cached) recordOddsPush(movement, cached, message);
    }
    applyLivePush(queryClient, message);
  });
}
