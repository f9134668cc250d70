import { QueryClient } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import type { MatchPage, MatchRecord } from '@/shared/api/generated/sports/model';
import { describe, expect, it, vi } from 'vitest';
import { sportsKeys } from '@/shared/sports/sports-queries';
import { applyLivePush, cachedPages, findCachedMatch, patchMatch, patchMatchDetail, patchMatchList, patchMatchPage } from './live-patches';
import { goal, liveMatch, matchPage, matchStatus, oddsChange, scoreChange } from './live-test-data';

const ID = 912301;

describe('patchMatch', () => {
  it('a goal sets the current goal score and keeps the other groups', () => {
    const match = liveMatch();
    const next = patchMatch(match, goal(ID, [1, 1]));
    expect(next.nsg).toEqual([
      { pe: 1000, tyg: 5, sc: [1, 1] },
      { pe: 1000, tyg: 6, sc: [3, 2] },
    ]);
    expect(next.nsg[1]).toBe(match.nsg[1]);
    expect(next.mg).toBe(match.mg);
    expect(next.mc).toBe(match.mc);
  });

  it('a goal adds the current goal score when the match had none', () => {
    const match = { ...liveMatch(), nsg: [] };
    expect(patchMatch(match, goal(ID, [1, 0])).nsg).toEqual([{ pe: 1000, tyg: 5, sc: [1, 0] }]);
  });

  it('a goal with the score already cached changes nothing', () => {
    const match = liveMatch();
    expect(patchMatch(match, goal(ID, [0, 1]))).toBe(match);
  });

  it('a score push replaces the groups of the same period and kind and adds new ones', () => {
    const match = liveMatch();
    const next = patchMatch(match, scoreChange(ID, [{ pe: 1000, tyg: 6, sc: [4, 2] }, { pe: 1002, tyg: 5, sc: [0, 1] }]));
    expect(next.nsg).toEqual([
      { pe: 1000, tyg: 5, sc: [0, 1] },
      { pe: 1000, tyg: 6, sc: [4, 2] },
      { pe: 1002, tyg: 5, sc: [0, 1] },
    ]);
    expect(next.nsg[0]).toBe(match.nsg[0]);
  });

  it('a score push repeating the cached scores changes nothing', () => {
    const match = liveMatch();
    expect(patchMatch(match, scoreChange(ID, [{ pe: 1000, tyg: 6, sc: [3, 2] }]))).toBe(match);
    expect(patchMatch(match, scoreChange(ID, []))).toBe(match);
  });

  it('an odds push sets odds, line and status of the named markets only', () => {
    const match = liveMatch();
    const next = patchMatch(
      match,
      oddsChange(ID, [{ mid: 5310021, ss: 1, li: '-0.5', op: [{ ty: 1, od: 2.01, nm: '-0.5' }, { ty: 2, od: 1.87 }] }]),
    );
    const market = next.mg[0]!.mks[0]!;
    expect(market).toEqual({
      id: 5310021,
      ss: 1,
      li: '-0.5',
      op: [
        { ty: 1, od: 2.01, nm: '-0.5' },
        { ty: 2, od: 1.87, nm: '+0/0.5' },
      ],
    });
    expect(next.mg[0]!.mks[1]).toBe(match.mg[0]!.mks[1]);
    expect(next.mg[1]).toBe(match.mg[1]);
    expect(next.nsg).toBe(match.nsg);
  });

  it('an odds push keeps the formatted odds when the European odds did not move', () => {
    const match = liveMatch();
    const next = patchMatch(match, oddsChange(ID, [{ mid: 5310021, ss: 1, op: [{ ty: 1, od: 1.95, nm: '-0.25' }] }]));
    expect(next.mg[0]!.mks[0]!.op[0]).toEqual({ ty: 1, od: 1.95, bod: 0.95, odt: 2, nm: '-0.25' });
  });

  it('a locked market stays representable: suspended status and odds below 0 are kept as sent', () => {
    const match = liveMatch();
    const next = patchMatch(match, oddsChange(ID, [{ mid: 5310044, ss: 0, op: [{ ty: 1, od: -999 }, { ty: 3, od: -999 }] }]));
    expect(next.mg[1]!.mks[0]).toEqual({ id: 5310044, ss: 0, op: [{ ty: 1, od: -999 }, { ty: 2, od: 3.1 }, { ty: 3, od: -999 }] });
    const closed = patchMatch(match, oddsChange(ID, [{ mid: 5310044, ss: -1, op: [] }]));
    expect(closed.mg[1]!.mks[0]!.ss).toBe(-1);
    expect(closed.mg[1]!.mks[0]!.op).toBe(match.mg[1]!.mks[0]!.op);
  });

  it('unknown markets and options are ignored', () => {
    const match = liveMatch();
    expect(patchMatch(match, oddsChange(ID, [{ mid: 1, ss: 0, op: [{ ty: 1, od: 5 }] }]))).toBe(match);
    expect(patchMatch(match, oddsChange(ID, [{ mid: 5310044, ss: 1, op: [{ ty: 99, od: 5 }] }]))).toBe(match);
    const next = patchMatch(match, oddsChange(ID, [{ mid: 5310044, ss: 1, op: [{ ty: 99, od: 5 }, { ty: 2, od: 3 }] }]));
    expect(next.mg[1]!.mks[0]!.op).toEqual([{ ty: 1, od: 2.5 }, { ty: 2, od: 3 }, { ty: 3, od: 3.2 }]);
  });

  it('an odds push repeating the cached odds changes nothing', () => {
    const match = liveMatch();
    expect(patchMatch(match, oddsChange(ID, [{ mid: 5310022, ss: 1, li: '-0.5', op: [{ ty: 1, od: 2.2 }] }]))).toBe(match);
  });

  it('a status push sets status and clock', () => {
    const match = liveMatch();
    const next = patchMatch(match, matchStatus(ID, 5, { s: 2700, tu: 1, pe: 1003, r: false, tp: 1 }));
    expect(next.ms).toBe(5);
    expect(next.mc).toEqual({ s: 2700, tu: 1, pe: 1003, r: false, tp: 1 });
    const ended = patchMatch(match, matchStatus(ID, 0, { pe: 1005 }));
    expect(ended).toMatchObject({ ms: 0, mc: { pe: 1005 } });
    expect(ended.mc).not.toHaveProperty('s');
  });

  it('a status push repeating the cached status and clock changes nothing', () => {
    const match = liveMatch();
    expect(patchMatch(match, matchStatus(ID, 5, { s: 1200, tu: 1, pe: 1002, r: true, tp: 1 }))).toBe(match);
  });

  it('a push about another match returns the match itself', () => {
    const match = liveMatch();
    for (const push of [goal(1, [5, 5]), scoreChange(1, [{ pe: 1000, tyg: 5, sc: [5, 5] }]), matchStatus(1, 0, { pe: 1005 })]) {
      expect(patchMatch(match, push)).toBe(match);
    }
    expect(patchMatch(match, oddsChange(1, [{ mid: 5310021, ss: 0, op: [{ ty: 1, od: 9 }] }]))).toBe(match);
  });
});

describe('patchMatchPage and patchMatchDetail', () => {
  it('patch only the record with that id', () => {
    const other = liveMatch(1);
    const page = matchPage(other, liveMatch());
    const next = patchMatchPage(page, goal(ID, [2, 1]));
    expect(next.records[0]).toBe(other);
    expect(next.records[1]!.nsg[0]!.sc).toEqual([2, 1]);
    expect(next).toMatchObject({ current: 1, size: 50, total: 2, pageTotal: 1 });
  });

  it('return the same page or detail when the match is not there or nothing changes', () => {
    const page = matchPage(liveMatch(1));
    expect(patchMatchPage(page, goal(ID, [2, 1]))).toBe(page);
    const detail = liveMatch();
    expect(patchMatchDetail(detail, goal(ID, [0, 1]))).toBe(detail);
    expect(patchMatchPage(null, goal(ID, [2, 1]))).toBeNull();
    expect(patchMatchDetail(undefined, goal(ID, [2, 1]))).toBeUndefined();
  });
});

describe('applyLivePush', () => {
  function cache() {
    const queryClient = new QueryClient();
    const listKey = sportsKeys.matches('ENG', { type: 1 });
    const otherListKey = sportsKeys.matches('CMN', { type: 6, sportId: 1 });
    const unrelatedKey = sportsKeys.matches('ENG', { type: 4 });
    const detailKey = sportsKeys.matchDetail('ENG', ID);
    queryClient.setQueryData(listKey, matchPage(liveMatch(1), liveMatch()));
    queryClient.setQueryData(otherListKey, matchPage(liveMatch()));
    queryClient.setQueryData(unrelatedKey, matchPage(liveMatch(2)));
    queryClient.setQueryData(sportsKeys.matches('VIE', {}), null);
    queryClient.setQueryData(detailKey, liveMatch());
    queryClient.setQueryData(sportsKeys.matchDetail('ENG', 2), liveMatch(2));
    return { queryClient, listKey, otherListKey, unrelatedKey, detailKey };
  }

  it('patches every list page and the detail holding the match', () => {
    const { queryClient, listKey, otherListKey, detailKey } = cache();
    applyLivePush(queryClient, goal(ID, [3, 1]));
    const score = (match?: { nsg: { sc: number[] }[] }) => match?.nsg[0]?.sc;
    expect(score(queryClient.getQueryData<MatchPage>(listKey)!.records[1])).toEqual([3, 1]);
    expect(score(queryClient.getQueryData<MatchPage>(otherListKey)!.records[0])).toEqual([3, 1]);
    expect(score(queryClient.getQueryData<MatchRecord>(detailKey))).toEqual([3, 1]);
  });

  it('writes no entry the push leaves unchanged, so their observers hear nothing', () => {
    const { queryClient, unrelatedKey } = cache();
    const unrelated = queryClient.getQueryData(unrelatedKey);
    const otherDetail = queryClient.getQueryData(sportsKeys.matchDetail('ENG', 2));
    const heard = vi.fn();
    queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated') heard(event.query.queryKey);
    });
    applyLivePush(queryClient, goal(ID, [0, 1]));
    expect(heard).not.toHaveBeenCalled();
    applyLivePush(queryClient, goal(ID, [1, 1]));
    expect(heard).toHaveBeenCalledTimes(3);
    expect(queryClient.getQueryData(unrelatedKey)).toBe(unrelated);
    expect(queryClient.getQueryData(sportsKeys.matchDetail('ENG', 2))).toBe(otherDetail);
  });

  it('ignores a pong and pushes about matches nobody caches', () => {
    const { queryClient, listKey } = cache();
    const before = queryClient.getQueryData(listKey);
    applyLivePush(queryClient, { businessType: 'pong', businessContent: { serverTime: 1 } });
    applyLivePush(queryClient, matchStatus(77, 0, { pe: 1005 }));
    expect(queryClient.getQueryData(listKey)).toBe(before);
  });
});

describe('infinite match lists (pages loaded as the player scrolls)', () => {
  const pages = (...list: Array<MatchPage | null>): InfiniteData<MatchPage | null, unknown> => ({
    pages: list,
    pageParams: list.map((_, index) => index + 1),
  });

  it('patchMatchList patches the page holding the match and keeps the others', () => {
    const first = matchPage(liveMatch(1));
    const data = pages(first, matchPage(liveMatch()), null);
    const next = patchMatchList(data, goal(ID, [2, 2]));
    expect(next.pages[0]).toBe(first);
    expect(next.pages[1]!.records[0]!.nsg[0]!.sc).toEqual([2, 2]);
    expect(next.pages[2]).toBeNull();
    expect(next.pageParams).toBe(data.pageParams);
    expect(patchMatchList(data, goal(77, [1, 0]))).toBe(data);
  });

  it('applyLivePush and findCachedMatch reach matches in infinite pages', () => {
    const queryClient = new QueryClient();
    const key = [...sportsKeys.matches('ENG', { type: 1 }), 'pages'];
    queryClient.setQueryData(key, pages(matchPage(liveMatch(1)), matchPage(liveMatch())));
    applyLivePush(queryClient, goal(ID, [4, 0]));
    const data = queryClient.getQueryData<InfiniteData<MatchPage | null, unknown>>(key);
    expect(cachedPages(data).flatMap((page) => page.records).find((match) => match.id === ID)?.nsg[0]?.sc).toEqual([4, 0]);
    expect(findCachedMatch(queryClient, ID)?.nsg[0]?.sc).toEqual([4, 0]);
  });
});
