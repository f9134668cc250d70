import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { MatchPage, MatchRecord } from '@/shared/api/generated/sports/model';
import type { ServerMessage } from '@/shared/api/generated/socket/messages';
import { sportsKeys } from '@/shared/sports/sports-queries';
import { findCachedMatch } from './live-patches';
import type { LiveMessageHandler } from './live-socket';
import { liveMatch, matchPage, oddsChange } from './live-test-data';
import { connectLiveUpdates } from './live-updates';
import { createOddsMovement, selectionKey } from './odds-movement';

const ID = 912301;
const HANDICAP = 5310021;

/** A socket stand-in that hands a message to every handler, as the live socket does. */
function handlers() {
  const registered = new Set<LiveMessageHandler>();
  return {
    addHandler: (handler: LiveMessageHandler) => {
      registered.add(handler);
      return () => registered.delete(handler);
    },
    push: (message: ServerMessage) => registered.forEach((handler) => handler(message)),
    get count() {
      return registered.size;
    },
  };
}

describe('connectLiveUpdates', () => {
  it('marks the moved selections from the cached odds, then patches the cached page', () => {
    const queryClient = new QueryClient();
    const key = sportsKeys.matches('ENG', { type: 1 });
    queryClient.setQueryData(key, matchPage(liveMatch()));
    const socket = handlers();
    const movement = createOddsMovement();
    connectLiveUpdates(socket, queryClient, movement);

    socket.push(oddsChange(ID, [{ mid: HANDICAP, ss: 1, op: [{ ty: 1, od: 2.05 }, { ty: 2, od: 1.8 }] }]) as ServerMessage);

    expect(movement.get()).toEqual({ [selectionKey(ID, HANDICAP, 1)]: 'up', [selectionKey(ID, HANDICAP, 2)]: 'down' });
    const market = queryClient.getQueryData<MatchPage>(key)!.records[0]!.mg[0]!.mks[0]!;
    expect(market.op.map((option) => option.od)).toEqual([2.05, 1.8]);
    movement.clear();
  });

  it('stops when the returned function is called', () => {
    const socket = handlers();
    const stop = connectLiveUpdates(socket, new QueryClient(), createOddsMovement());
    expect(socket.count).toBe(1);
    stop();
    expect(socket.count).toBe(0);
  });
});

describe('findCachedMatch', () => {
  const named = (name: string): MatchRecord => ({ ...liveMatch(), ts: [{ id: 1, na: name }, { id: 2, na: 'Away' }] });

  it('finds a match in a cached page or detail, preferring the language asked for', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(sportsKeys.matches('ENG', {}), matchPage(named('Home FC')));
    queryClient.setQueryData(sportsKeys.matchDetail('VIE', ID), named('Đội nhà'));
    expect(findCachedMatch(queryClient, ID, 'ENG')?.ts[0]?.na).toBe('Home FC');
    expect(findCachedMatch(queryClient, ID, 'VIE')?.ts[0]?.na).toBe('Đội nhà');
    expect(findCachedMatch(queryClient, ID, 'CMN')?.ts[0]?.na).toBe('Đội nhà');
  });

  it('finds nothing for a match no entry holds', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(sportsKeys.matches('ENG', {}), null);
    expect(findCachedMatch(queryClient, ID)).toBeUndefined();
  });
});
