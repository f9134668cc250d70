// Main API contract cases of the lucky wheel: the wheel for guests, the member's spins, a spin (the server draws the
// prize), the spin records, everyone's wins for the marquee, and a spin refused when none is left.
import { MatchersV3 as M } from '@pact-foundation/pact';
import { expect } from 'vitest';
import {
  getTurntableDetail,
  getTurntableUserNum,
  getTurntableUserRecord,
  getTurntableWinners,
  spinTurntable,
} from '@/shared/api/generated/main/promotion/promotion';
import type { ContractCase } from '../support/contract-case';
import { CAMPAIGNS_STATE } from '../support/campaigns-states';
import { mainSuccess } from '../support/envelopes';
import { STATE } from '../support/states';
import { accountCase, accountFailureCase, LOTUS } from './account-case';
import { time } from './campaigns-examples';

const prize = { id: M.integer(1), name: M.like('1.000.000 VND'), prizeType: M.integer(1), amount: M.number(1_000_000), sortNum: M.integer(1) };

export const luckyWheelCases: ContractCase[] = [
  accountCase({
    name: 'turntable detail gives guests the wheel, its prizes in wheel order and its rules',
    state: CAMPAIGNS_STATE.catalogue,
    description: 'a guest request for the lucky wheel 3004',
    method: 'GET',
    path: '/api/promotion/activity/turntable/detail',
    query: { activityId: '3004' },
    as: null,
    response: mainSuccess({
      activityId: M.integer(3004),
      title: M.like('Vòng quay may mắn'),
      status: M.integer(1),
      startTime: time('2026-11-18 00:00:00'),
      endTime: time('2026-12-18 23:59:59'),
      rule: M.like('<p>Mỗi thành viên có 3 lượt quay miễn phí.</p>'),
      prizes: M.eachLike(prize),
    }),
    check: async () => expect((await getTurntableDetail({ activityId: 3004 })).data?.prizes[0]).toMatchObject({ prizeType: 1 }),
  }),
  accountCase({
    name: 'turntable user num gives the member’s spins',
    state: STATE.loggedIn,
    description: 'a request for lotus888’s spins of wheel 3004',
    method: 'GET',
    path: '/api/promotion/activity/turntable/user/num',
    query: { activityId: '3004' },
    as: LOTUS,
    response: mainSuccess({ remainingNum: M.integer(3), usedNum: M.integer(0), totalNum: M.integer(3) }),
    check: async () => expect((await getTurntableUserNum({ activityId: 3004 })).data?.remainingNum).toBe(3),
  }),
  accountCase({
    name: 'turntable prize get spins once: the server draws the prize and counts the spin',
    state: STATE.loggedIn,
    description: 'lotus888 spinning wheel 3004',
    method: 'GET',
    path: '/api/promotion/activity/turntable/prize/get',
    query: { activityId: '3004' },
    as: LOTUS,
    response: mainSuccess({ prizeId: M.integer(6), name: M.like('50.000 VND'), prizeType: M.integer(1), amount: M.number(50_000), remainingNum: M.integer(2) }),
    check: async () => expect((await spinTurntable({ activityId: 3004 })).data?.remainingNum).toBe(2),
  }),
  accountFailureCase({
    name: 'turntable prize get refuses a spin when none is left',
    state: CAMPAIGNS_STATE.wheelUsedUp,
    description: 'lotus888 spinning wheel 3004 with no spin left',
    method: 'GET',
    path: '/api/promotion/activity/turntable/prize/get',
    query: { activityId: '3004' },
    as: LOTUS,
    code: 1004000005,
    message: 'Bạn đã dùng hết lượt quay may mắn',
    call: () => spinTurntable({ activityId: 3004 }),
  }),
  accountCase({
    name: 'turntable user record lists the member’s spins, newest first',
    state: CAMPAIGNS_STATE.wheelSpun,
    description: 'a request for lotus888’s spins of wheel 3004',
    method: 'GET',
    path: '/api/promotion/activity/turntable/user/record',
    query: { activityId: '3004', current: '1', size: '20' },
    as: LOTUS,
    response: mainSuccess({
      records: M.eachLike({ id: M.integer(77001), prizeName: M.like('50.000 VND'), prizeType: M.integer(1), amount: M.number(50_000), createTime: time('2026-11-23 10:00:00') }),
      total: M.integer(1),
      current: M.integer(1),
      size: M.integer(20),
    }),
    check: async () => expect((await getTurntableUserRecord({ activityId: 3004, current: 1, size: 20 })).data?.total).toBe(1),
  }),
  accountCase({
    name: 'turntable record gives everyone’s recent wins for the marquee',
    state: CAMPAIGNS_STATE.catalogue,
    description: 'a guest request for the recent wins of wheel 3004',
    method: 'POST',
    path: '/api/promotion/activity/turntable/record',
    body: { activityId: 3004, size: 20 },
    as: null,
    response: mainSuccess(M.eachLike({ userName: M.like('an***12'), prizeName: M.like('100.000 VND'), amount: M.number(100_000), createTime: time('2026-11-23 09:41:00') })),
    check: async () => expect((await getTurntableWinners({ activityId: 3004, size: 20 })).data?.[0]?.userName).toBe('an***12'),
  }),
];
