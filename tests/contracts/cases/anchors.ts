// Main API contract cases of the live anchors (designed calls): the list, one anchor's page and following.
import { MatchersV3 as M } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { followLiveAnchor, getLiveAnchorDetail, getLiveAnchors } from '@/shared/api/generated/main/anchors/anchors';
import type { ContractCase } from '../support/contract-case';
import { mainSuccess } from '../support/envelopes';
import { STATE } from '../support/states';
import { accountCase, accountFailureCase, clientCall, LOTUS } from './account-case';

const EPOCH_MS = 1_795_895_100_000;

const ANCHOR = {
  anchorId: M.integer(301),
  nickName: M.like('Minh Anh'),
  avatar: M.like('https://static.lotus.example/live/anchor/301.png'),
  followers: M.integer(22_926),
  live: M.boolean(true),
  roomId: M.integer(7001),
  intro: M.like('Bình luận Ngoại hạng Anh'),
};

const followCall = clientCall('POST', '/api/live/anchor/follow', followLiveAnchor, { state: STATE.anchorNotFollowed, as: LOTUS });

export const anchorsCases: ContractCase[] = [
  clientCall('GET', '/api/live/anchor/list', () => getLiveAnchors(), { state: STATE.anchorsOnAir, as: null }).answers({
    name: 'live anchors list every anchor, the ones on air first',
    description: 'a request for the live anchors by a guest',
    response: mainSuccess(M.eachLike(ANCHOR, 2)),
    check: (result) => expect(result.data?.[0]?.live).toBe(true),
  }),
  accountCase({
    name: 'live anchor detail gives the bio, the planned and the past streams',
    state: STATE.anchorsOnAir,
    description: 'a request for anchor 301 by a guest',
    method: 'GET',
    path: '/api/live/anchor/detail',
    query: { anchorId: '301' },
    as: null,
    response: mainSuccess({
      ...ANCHOR,
      anchorId: 301,
      bio: M.like('Cựu cầu thủ trẻ, 6 năm bình luận bóng đá châu Âu.'),
      following: false,
      schedule: M.eachLike({ roomId: M.integer(7007), title: M.like('Thornbury City - Riverton Athletic: bình luận trực tiếp'), startTime: M.integer(EPOCH_MS), matchId: M.integer(912043) }),
      pastStreams: M.eachLike({
        cover: M.like('https://static.lotus.example/live/cover/past-1.png'),
        startTime: M.integer(1_795_640_400_000),
        durationMinutes: M.integer(117),
        peakViewers: M.integer(2283),
        title: M.like('Can Tho Police - Vinh FC'),
      }),
    }),
    check: async () => expect((await getLiveAnchorDetail({ anchorId: 301 })).data).toMatchObject({ anchorId: 301, following: false }),
  }),
  accountFailureCase({
    name: 'live anchor detail of an anchor that does not exist fails with 1011000002',
    state: STATE.noSuchAnchor,
    description: 'a request for anchor 399 by a guest',
    method: 'GET',
    path: '/api/live/anchor/detail',
    query: { anchorId: '399' },
    as: null,
    code: 1011000002,
    message: 'Không tìm thấy người dẫn',
    call: () => getLiveAnchorDetail({ anchorId: 399 }),
  }),
  followCall.answers({
    name: 'live anchor follow makes the member a follower and answers the new count',
    description: 'lotus888 following anchor 301',
    body: { anchorId: 301, follow: true },
    response: mainSuccess({ anchorId: 301, following: true, followers: M.integer(22_927) }),
    check: (result) => expect(result.data).toMatchObject({ anchorId: 301, following: true }),
  }),
];
